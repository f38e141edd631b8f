// The reservation limits (shared/src/reservations/limits.ts) applied by placeOrder, after
// pricing and before any stock is taken. The account's checkout lock is held meanwhile, so two
// attempts of one account cannot both pass its own limits; the shop-wide bound on bank
// transfers is read, not locked: concurrent checkouts of different accounts may exceed it by
// at most their number (docs/security-model.md). Admin-created orders are not limited.
import * as logger from 'firebase-functions/logger';
import { toCents } from '@fohzshop/shared/money';
import {
  RESERVATION_SETTINGS_PATH,
  ReservationLimitsSchema,
  reservationLimits,
  reservationRefusal,
  type UnpaidHold,
  type WantedHold,
} from '@fohzshop/shared/reservations/limits';
import { reservationRefusalMessage } from '@fohzshop/shared/reservations/messages';
import { OrderSchema, type PaymentMethod } from '@fohzshop/shared/schemas/order';
import { ref } from '../core/db.js';
import { fail } from '../core/errors.js';
import { unpaidOrderEntries } from './unpaid-orders.js';
import { entriesOf } from '../core/records.js';
import type { PricedOrder } from './build-order.js';

/** The part of a stored order the limits read, parsed with the order's own schema. */
const HoldSchema = OrderSchema.pick({ status: true, totals: true, stock_reserved: true }).extend({
  payment: OrderSchema.shape.payment.pick({ method: true }),
});

/** Unpaid orders among [id, stored order] entries; unreadable ones are logged. */
function unpaidHolds(entries: readonly [string, unknown][]): UnpaidHold[] {
  const holds: UnpaidHold[] = [];
  for (const [id, raw] of entries) {
    const parsed = HoldSchema.safeParse(raw);
    if (!parsed.success) {
      logger.error('order unreadable by the reservation limits', { order_id: id });
      continue;
    }
    const order = parsed.data;
    if (order.status !== 'pending_payment') continue;
    holds.push({
      method: order.payment.method,
      total_cents: toCents(order.totals.total),
      units: order.stock_reserved ?? {},
    });
  }
  return holds;
}

export type ReservationAttempt = {
  uid: string;
  method: PaymentMethod;
  priced: PricedOrder;
  /** Units on sale per product, as read for pricing. */
  available: Readonly<Record<string, number>>;
};

/** Throws a French failed-precondition when this order would hold more than it may. */
export async function checkReservationLimits(attempt: ReservationAttempt): Promise<void> {
  const { uid, method, priced, available } = attempt;
  const isTransfer = method === 'bank_transfer';
  const [settings, mine, transfers] = await Promise.all([
    ref(RESERVATION_SETTINGS_PATH).once('value'),
    ref('orders').orderByChild('user_id').equalTo(uid).once('value'),
    isTransfer ? unpaidOrderEntries() : null,
  ]);
  const units: Record<string, number> = {};
  for (const line of priced.stock) {
    const onSale = Math.max(0, available[line.product_id] ?? 0);
    // A backorder line holds only what is on the shelf; the rest is ordered from the supplier.
    units[line.product_id] = line.backorder ? Math.min(onSale, line.quantity) : line.quantity;
  }
  const wanted: WantedHold = {
    method,
    total_cents: priced.totalCents,
    units,
    available,
    names: Object.fromEntries(priced.items.map((item) => [item.product_id, item.name])),
  };
  const shopTransfers = transfers
    ? unpaidHolds(transfers).filter((h) => h.method === 'bank_transfer')
    : [];
  // A field out of its range falls back to its default on its own; say so, the merchant meant it.
  if (!ReservationLimitsSchema.safeParse(settings.val() ?? {}).success)
    logger.warn('settings/reservations: invalid fields replaced by their defaults', {
      stored: settings.val(),
    });
  const refusal = reservationRefusal(
    reservationLimits(settings.val()),
    wanted,
    unpaidHolds(entriesOf(mine.val())),
    shopTransfers,
  );
  if (!refusal) return;
  logger.info('order refused by the reservation limits', { uid, ...refusal });
  throw fail('failed-precondition', reservationRefusalMessage(refusal));
}
