import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUSES } from './delivery';
import { ORDER_STATUSES } from './order';
import { PAYMENT_STATUSES } from './payment';
import { shownDeliveryStatus, shownPaymentStatus } from './shown-status';

const combinations = ORDER_STATUSES.flatMap((status) =>
  DELIVERY_STATUSES.flatMap((delivery) =>
    PAYMENT_STATUSES.map((payment) => ({
      status,
      delivery: { status: delivery },
      payment: { status: payment },
    })),
  ),
);

describe('shown payment and delivery statuses', () => {
  it('read a delivery that never left a closed order as cancelled, and nothing else', () => {
    for (const order of combinations) {
      const closedUnsent =
        order.delivery.status === 'pending' &&
        ['cancelled', 'expired', 'refunded'].includes(order.status);
      expect(shownDeliveryStatus(order)).toBe(closedUnsent ? 'cancelled' : order.delivery.status);
    }
  });

  it('read an awaited payment of a cancelled or expired order as cancelled, and nothing else', () => {
    for (const order of combinations) {
      const closedAwaited =
        ['pending', 'failed'].includes(order.payment.status) &&
        ['cancelled', 'expired'].includes(order.status);
      expect(shownPaymentStatus(order)).toBe(closedAwaited ? 'cancelled' : order.payment.status);
    }
  });
});
