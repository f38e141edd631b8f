import { describe, expect, it } from 'vitest';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../lib/dashboard-stats';
import { adminShopSettings } from './admin-data';

describe('adminShopSettings', () => {
  it('reads the low stock threshold and the SIREN of settings/shop', () => {
    expect(adminShopSettings({ low_stock_threshold: 5, seller: { siren: '123456789' } })).toEqual({
      lowStockThreshold: 5,
      siren: '123456789',
    });
  });
  it('falls back to the default threshold and no SIREN when absent or malformed', () => {
    expect(adminShopSettings(null)).toEqual({ lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD });
    expect(adminShopSettings({ low_stock_threshold: -1, seller: { siren: '12' } })).toEqual({
      lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
    });
  });
});
