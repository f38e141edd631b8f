// Reads shared by the admin order callables.
import { MESSAGES } from '@fohzshop/shared/messages';
import { pathOf, ref, type Row } from '../core/db.js';
import { fail } from '../core/errors.js';

/** The stored products of these ids (absent ones as null: priceOrder refuses them in French). */
export async function readProducts(ids: readonly string[]): Promise<Record<string, unknown>> {
  const values = await Promise.all(
    ids.map(async (id) => [id, (await ref(pathOf('products', id)).once('value')).val()] as const),
  );
  return Object.fromEntries(values);
}

export async function readOrder(orderId: string): Promise<Row> {
  const order = (await ref(pathOf('orders', orderId)).once('value')).val() as Row | null;
  if (order === null) throw fail('not-found', MESSAGES.orderNotFound);
  return order;
}

/** Fails with the order's French not-found / refusal after changeOrder. */
export function check<T extends { status: string }>(
  result: T,
): asserts result is Extract<T, { status: 'applied' }> {
  if (result.status === 'missing') throw fail('not-found', MESSAGES.orderNotFound);
  if (result.status === 'refused')
    throw fail('failed-precondition', (result as unknown as { reason: string }).reason);
}
