// The life of one generated order from its creation up to now: payment (order-payment.ts), then
// preparation, shipping, delivery, and sometimes a return or a refund. Each step comes minutes to
// days after the previous one; a step that would fall after `now` is not taken, so recent orders
// are naturally still unpaid, in preparation or on their way.
import { ADMIN_ORDER_EVENTS as E } from '@fohzshop/shared/admin-order-messages';
import { ORDER_EVENTS } from '@fohzshop/shared/order-messages';
import type { Order } from '@fohzshop/shared/schemas/order';
import { DELIVERY_STATUS_LABELS as DELIVERY } from '@fohzshop/shared/state-machines/delivery';
import { ORDER_STATUS_LABELS as ORDER } from '@fohzshop/shared/state-machines/order';
import { RETURN_STATUS_LABELS as RETURN } from '@fohzshop/shared/state-machines/return';
import { settlePayment } from './order-payment';
import { gestureCents, refund, remainingCents } from './order-refunds';
import { OrderClock } from './order-timeline';
import type { Random } from './prng';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const RETURN_REASONS = [
  'La pièce ne correspond pas à mon modèle de trottinette.',
  'Colis endommagé à la réception.',
  'Je me rétracte : finalement, je n’en ai plus besoin.',
  'Pièce défectueuse dès le premier essai.',
  'Erreur de taille lors de ma commande.',
] as const;

export interface LifeContext {
  rand: Random;
  nowMs: number;
  /** Who the Hyperviseur's steps are dated by (the demo admin's uid). */
  adminUid: string;
}

function parcel(order: Order, rand: Random): { carrier: string; tracking_number: string } {
  const digits = (n: number) => rand.chars(n, '0123456789');
  if (order.items.some((item) => item.type === 'Trottinette électrique'))
    return rand.chance(0.5)
      ? { carrier: 'Geodis', tracking_number: digits(10) }
      : { carrier: 'DB Schenker', tracking_number: `FR${digits(9)}` };
  return rand.weighted([
    [{ carrier: 'Colissimo', tracking_number: `6A${digits(11)}` }, 5],
    [{ carrier: 'Chronopost', tracking_number: `XW${digits(9)}FR` }, 2],
    [{ carrier: 'DPD', tracking_number: digits(14) }, 2],
    [{ carrier: 'GLS', tracking_number: digits(11) }, 1],
  ]);
}

/** Preparation, shipping (sometimes a failed delivery sent again) and delivery. */
function deliver(order: Order, clock: OrderClock, rand: Random, admin: string): boolean {
  if (!clock.wait(2 * HOUR, 30 * HOUR)) return false;
  clock.step({ by: admin, event: E.status(ORDER.preparing), order: 'preparing' });
  if (!clock.wait(4 * HOUR, 48 * HOUR)) return false;
  clock.step({ by: admin, event: E.status(ORDER.shipped), order: 'shipped' });
  clock.step({
    by: admin,
    event: E.delivery(DELIVERY.shipped),
    delivery: 'shipped',
    deliveryPatch: { ...parcel(order, rand), shipped_at: clock.at },
  });
  if (rand.chance(0.6) && clock.wait(6 * HOUR, 24 * HOUR))
    clock.step({ by: admin, event: E.delivery(DELIVERY.in_transit), delivery: 'in_transit' });
  if (rand.chance(0.03) && clock.wait(DAY, 2 * DAY)) {
    clock.step({ by: admin, event: E.delivery(DELIVERY.failed), delivery: 'failed' });
    if (!clock.wait(DAY, 3 * DAY)) return false;
    const again = { shipped_at: clock.at };
    clock.step({
      by: admin,
      event: E.delivery(DELIVERY.shipped),
      delivery: 'shipped',
      deliveryPatch: again,
    });
  }
  if (!clock.wait(DAY, 4 * DAY)) return false;
  clock.step({ by: admin, event: E.status(ORDER.delivered), order: 'delivered' });
  clock.step({
    by: admin,
    event: E.delivery(DELIVERY.delivered),
    delivery: 'delivered',
    deliveryPatch: { delivered_at: clock.at },
  });
  return true;
}

/** A return within the 14-day withdrawal period: refused, or accepted, received and refunded. */
function takeBack(order: Order, clock: OrderClock, rand: Random, admin: string, accept: boolean) {
  if (!clock.wait(DAY, 12 * DAY)) return;
  clock.step({
    by: order.user_id,
    event: ORDER_EVENTS.returnRequested,
    return: 'requested',
    returnPatch: { reason: rand.pick(RETURN_REASONS), requested_at: clock.at },
  });
  const steps = accept
    ? ([
        ['accepted', DAY, 2 * DAY],
        ['received', 2 * DAY, 7 * DAY],
      ] as const)
    : ([['rejected', DAY, 3 * DAY]] as const);
  for (const [status, min, max] of steps) {
    if (!clock.wait(min, max)) return;
    const stamp = { [`${status}_at`]: clock.at };
    clock.step({
      by: admin,
      event: E.returnStatus(RETURN[status]),
      return: status,
      returnPatch: stamp,
    });
  }
  if (accept && clock.wait(2 * HOUR, 2 * DAY))
    refund(order, remainingCents(order), clock.at, admin);
}

export function liveOrder(order: Order, { rand, nowMs, adminUid: admin }: LifeContext): void {
  const clock = new OrderClock(order, nowMs, rand);
  if (!settlePayment(order, clock, rand, admin)) return;
  const plan = rand.weighted([
    ['keep', 885],
    ['cancel', 20],
    ['return', 35],
    ['reject', 15],
    ['gesture', 30],
  ] as const);
  if (plan === 'cancel') {
    // Refunded before it left: the order is cancelled and its stock given back.
    if (clock.wait(HOUR, 30 * HOUR)) refund(order, remainingCents(order), clock.at, admin);
    return;
  }
  if (!deliver(order, clock, rand, admin) || plan === 'keep') return;
  if (plan === 'gesture') {
    if (clock.wait(DAY, 20 * DAY))
      refund(order, gestureCents(order, rand.pick([10, 15, 20, 25])), clock.at, admin);
    return;
  }
  takeBack(order, clock, rand, admin, plan === 'return');
}
