// Finds the order a withdrawal statement names, only if every detail matches: the number, the
// e-mail address of the order and a name of its shipping or billing address. Anything else
// reads as « no order », whichever detail was wrong, so that the answer never tells a stranger
// whether an order exists.
import * as logger from 'firebase-functions/logger';
import type { Order } from '@fohzshop/shared/schemas/order';
import type { ParsedWithdrawalRequest } from '@fohzshop/shared/schemas/withdrawal';
import { nameMatches } from '@fohzshop/shared/withdrawal';
import { ref } from '../core/db.js';
import { entriesOf, parseOrder } from '../core/records.js';

const sameAddress = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

export function orderMatches(order: Order, request: ParsedWithdrawalRequest): boolean {
  const people = [
    order.shipping_address,
    ...(order.billing_address ? [order.billing_address] : []),
  ];
  return (
    order.number === request.order_number &&
    order.anonymised_at === undefined &&
    sameAddress(order.email, request.email) &&
    nameMatches(request.name, people)
  );
}

/** The matching order, or null (no such number, or a detail that does not match). */
export async function matchingOrder(request: ParsedWithdrawalRequest): Promise<Order | null> {
  const snapshot = await ref('orders')
    .orderByChild('number')
    .equalTo(request.order_number)
    .limitToFirst(3)
    .once('value');
  for (const [orderId, raw] of entriesOf(snapshot.val())) {
    try {
      const order = parseOrder(raw, orderId);
      if (orderMatches(order, request)) return order;
    } catch (error) {
      // An unreadable order is answered like any mismatch; the shop sees it in the logs.
      logger.error('withdrawal: stored order unreadable', {
        order_id: orderId,
        error: String(error),
      });
    }
  }
  return null;
}
