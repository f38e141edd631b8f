import { describe, expect, it } from 'vitest';
import { refundShippingCents } from './shipping';

const order = { totalCents: 61200, shippingCents: 1200 };

describe('refundShippingCents', () => {
  it('is nothing while the refunds stay within the goods, or when shipping was free', () => {
    expect(refundShippingCents({ ...order, previousCents: 0, refundCents: 60000 })).toBe(0);
    expect(
      refundShippingCents({
        totalCents: 600,
        shippingCents: 0,
        previousCents: 0,
        refundCents: 600,
      }),
    ).toBe(0);
  });
  it('is what goes beyond the goods, across several refunds', () => {
    expect(refundShippingCents({ ...order, previousCents: 0, refundCents: 61200 })).toBe(1200);
    expect(refundShippingCents({ ...order, previousCents: 59500, refundCents: 1000 })).toBe(500);
    expect(refundShippingCents({ ...order, previousCents: 60500, refundCents: 700 })).toBe(700);
  });
});
