import { describe, expect, it } from 'vitest';
import { GARAGE_STORAGE_KEY } from '@fohzshop/shared/catalog/compatibility';
import { THEME_STORAGE_KEY } from '@fohzshop/shared/constants';
import { STORAGE_KEYS } from './storage-keys';

describe('STORAGE_KEYS', () => {
  it('names each stored thing once, and as the shared modules do', () => {
    const keys = Object.values(STORAGE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
    expect(STORAGE_KEYS.garage).toBe(GARAGE_STORAGE_KEY);
    expect(STORAGE_KEYS.theme).toBe(THEME_STORAGE_KEY);
  });
});
