// Reads shared by the admin order callables.
import { MESSAGES } from '@fohzshop/shared/messages';
import type { Order } from '@fohzshop/shared/schemas/order';
import { pathOf, ref } from '../core/db.js';
import { fail } from '../core/errors.js';
import { readOrder as readStoredOrder } from '../core/records.js';

/** The stored products of these ids, raw (priceOrder parses them; absent ones are refused). */
export async function readProducts(ids: readonly string[]): Promise<Map<string, unknown>> {
  const values = await Promise.all(
    ids.map(async (id): Promise<[string, unknown]> => [
      id,
      (await ref(pathOf('products', id)).once('value')).val(),
    ]),
  );
  return new Map(values);
}

/** The stored order, parsed; not-found in French when it is missing. */
export async function readOrder(orderId: string): Promise<Order> {
  const order = await readStoredOrder(orderId);
  if (order === null) throw fail('not-found', MESSAGES.orderNotFound);
  return order;
}

/** Fails with the order's French not-found / refusal after changeOrder. */
export function check<
  T extends { status: 'missing' } | { status: 'refused'; reason: string } | { status: 'applied' },
>(result: T): asserts result is Extract<T, { status: 'applied' }> {
  if (result.status === 'missing') throw fail('not-found', MESSAGES.orderNotFound);
  if ('reason' in result) throw fail('failed-precondition', result.reason);
}
