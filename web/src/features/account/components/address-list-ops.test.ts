import { describe, expect, it } from 'vitest';
import type { Address } from '@fohzshop/shared/schemas/user';
import { addressSummary, makeDefault, removeAt, replaceAt, toForm } from './address-list-ops';

const at = (city: string): Address => ({
  first_name: 'Léa',
  last_name: 'Martin',
  line1: '1 rue',
  postal_code: '75002',
  city,
  country: 'France',
});
const list = [at('Paris'), at('Lyon'), at('Nantes')];
const cities = (addresses: Address[]) => addresses.map((a) => a.city);

describe('address book list', () => {
  it('moves the chosen address to the front, where the default lives', () => {
    expect(cities(makeDefault(list, 2))).toEqual(['Nantes', 'Paris', 'Lyon']);
    expect(cities(makeDefault(list, 0))).toEqual(['Paris', 'Lyon', 'Nantes']);
    expect(cities(makeDefault(list, 9))).toEqual(['Paris', 'Lyon', 'Nantes']);
  });
  it('replaces and removes by position without touching the input', () => {
    expect(cities(replaceAt(list, 1, at('Lille')))).toEqual(['Paris', 'Lille', 'Nantes']);
    expect(cities(removeAt(list, 0))).toEqual(['Lyon', 'Nantes']);
    expect(cities(list)).toEqual(['Paris', 'Lyon', 'Nantes']);
  });
  it('summarises an address on one line and fills a form from it', () => {
    expect(addressSummary({ ...at('Paris'), company: 'FōhzRide' })).toBe(
      'Léa Martin, FōhzRide, 1 rue, 75002 Paris',
    );
    expect(toForm(at('Paris'))).toMatchObject({ city: 'Paris', line2: '', phone: '' });
  });
});
