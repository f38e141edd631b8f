// The demo alerts: valid records, only on scooters that cannot be bought, and counts that are
// exactly the confirmed alerts of each product (what the nightly recount would write).
import { describe, expect, it } from 'vitest';
import { isPurchasable } from '@fohzshop/shared/catalog/stock';
import { StockAlertSchema } from '@fohzshop/shared/schemas/stock-alert';
import { buildSeedData } from './index';

const now = new Date('2026-11-28T09:00:00.000Z');

describe('demo back-in-stock alerts', () => {
  const seed = buildSeedData(now);

  it('wait for out-of-stock scooters only, each alert valid and one pending among them', () => {
    const alerts = Object.values(seed.stock_alerts);
    expect(alerts.length).toBeGreaterThanOrEqual(4);
    for (const alert of alerts) {
      expect(StockAlertSchema.parse(alert)).toEqual(alert);
      const product = seed.products[alert.product_id]!;
      expect(product.type).toBe('Trottinette électrique');
      expect(isPurchasable(product)).toBe(false);
      expect(Date.parse(alert.expires_at)).toBeGreaterThan(now.getTime());
    }
    expect(alerts.filter((a) => a.status === 'pending')).toHaveLength(1);
  });

  it('count exactly the confirmed alerts of each product', () => {
    const counted: Record<string, number> = {};
    for (const alert of Object.values(seed.stock_alerts))
      if (alert.status === 'active')
        counted[alert.product_id] = (counted[alert.product_id] ?? 0) + 1;
    expect(seed.stock_alert_counts).toEqual(counted);
    expect(Object.keys(counted).length).toBeGreaterThanOrEqual(2);
  });
});
