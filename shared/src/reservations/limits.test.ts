import { describe, expect, it } from 'vitest';
import {
  allowedUnits,
  reservationLimits,
  reservationRefusal,
  type UnpaidHold,
  type WantedHold,
} from './limits';
import { reservationRefusalMessage } from './messages';

const limits = reservationLimits(undefined);
const want = (over: Partial<WantedHold> = {}): WantedHold => ({
  method: 'bank_transfer',
  total_cents: 100_000,
  units: { mini: 1 },
  available: { mini: 11 },
  names: { mini: 'Dualtron Mini' },
  ...over,
});
const hold = (over: Partial<UnpaidHold> = {}): UnpaidHold => ({
  method: 'card',
  total_cents: 100_000,
  units: {},
  ...over,
});

describe('reservation limits', () => {
  it('defaults every missing or invalid setting, keeps the valid ones', () => {
    expect(limits.max_unpaid_orders_per_account).toBe(2);
    const mixed = reservationLimits({
      max_unpaid_orders_per_account: 5,
      max_product_share_percent: -3,
    });
    expect(mixed.max_unpaid_orders_per_account).toBe(5);
    expect(mixed.max_product_share_percent).toBe(50);
  });

  it('never lets one account hold a product’s whole stock, but always sells the last unit', () => {
    expect(allowedUnits(limits, 0, 11)).toBe(5);
    expect(allowedUnits(limits, 0, 2)).toBe(1);
    expect(allowedUnits(limits, 0, 1)).toBe(1);
    expect(allowedUnits(limits, 3, 8)).toBe(5);
    const all = reservationRefusal(limits, want({ units: { mini: 11 } }), [], []);
    expect(all).toMatchObject({ reason: 'product_share', allowed: 5 });
    expect(reservationRefusal(limits, want({ units: { mini: 5 } }), [], [])).toBeNull();
  });

  it('counts what the account already holds', () => {
    const held = [hold({ units: { mini: 4 } })];
    // 4 held + 7 on sale = 11 ⇒ 5 allowed, 1 more.
    expect(
      reservationRefusal(limits, want({ units: { mini: 2 }, available: { mini: 7 } }), held, []),
    ).toMatchObject({ reason: 'product_share', allowed: 1 });
    expect(reservationRefusal(limits, want({ available: { mini: 7 } }), held, [])).toBeNull();
  });

  it('bounds the number and the value of an account’s unpaid orders', () => {
    expect(reservationRefusal(limits, want(), [hold(), hold()], [])).toEqual({
      reason: 'account_orders',
      limit: 2,
    });
    expect(reservationRefusal(limits, want({ total_cents: 1_200_001 }), [], [])).toMatchObject({
      reason: 'account_value',
    });
    expect(
      reservationRefusal(
        limits,
        want({ total_cents: 600_000 }),
        [hold({ total_cents: 600_000 })],
        [],
      ),
    ).toBeNull();
  });

  it('bounds bank transfers shop-wide, not card payments', () => {
    const many = Array.from({ length: 300 }, () => hold({ method: 'bank_transfer' }));
    expect(reservationRefusal(limits, want(), [], many)).toEqual({ reason: 'shop_transfers' });
    expect(reservationRefusal(limits, want({ method: 'card' }), [], many)).toBeNull();
  });

  it('explains every refusal in French', () => {
    expect(reservationRefusalMessage({ reason: 'account_value', limit_cents: 1_200_000 })).toMatch(
      /12\s000,00\s€/,
    );
    expect(
      reservationRefusalMessage({
        reason: 'product_share',
        product_id: 'x',
        name: 'Mini',
        allowed: 1,
      }),
    ).toContain('au plus 1 exemplaire de plus');
  });
});
