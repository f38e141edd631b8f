// Writing a large seed fast: multi-path updates of a few hundred records each, one after the
// other, so 5 000 products and 1 000 orders land in seconds without one huge request.
import { cardOf, compatiblePartEntries } from '@fohzshop/shared/catalog/product-card';
import type { LargeSeed } from './index';
import { orderAdminOf } from './order-admin-parts';

/** What the writer needs from the database (RtdbClient in scripts/stack/rtdb.ts fits). */
export interface MultiPathWriter {
  update(path: string, values: Record<string, unknown>): Promise<void>;
}

export const RECORDS_PER_WRITE = 500;

/** The seed as multi-path updates from the root, each with at most `perWrite` paths. */
export function seedUpdates(
  seed: LargeSeed,
  perWrite = RECORDS_PER_WRITE,
): Record<string, unknown>[] {
  const entries: [string, unknown][] = [
    ...seed.products.map((p) => [`products/${p.product_id}`, p] as [string, unknown]),
    // The public card of each product, as the functions keep it (product_cards).
    ...seed.products.map((p) => [`product_cards/${p.product_id}`, cardOf(p)] as [string, unknown]),
    // Their price history, server-only, which justifies their reductions (L112-1-1).
    ...Object.entries(seed.priceHistory).map(
      ([id, history]) => [`price_history/${id}`, history] as [string, unknown],
    ),
    // …and the scooters' compatible parts index (compatible_parts/{scooter}/{part}).
    ...seed.products.flatMap((p) => Object.entries(compatiblePartEntries(p))),
    ...seed.customers.map((u) => [`users/${u.user_id}`, u] as [string, unknown]),
    ...seed.orders.map((o) => [`orders/${o.order_id}`, o] as [string, unknown]),
    // Their admin-only part (internal note, which admin acted), as the functions keep it.
    ...seed.orders.flatMap((o) => {
      const admin = orderAdminOf(o);
      return Object.keys(admin).length > 0
        ? [[`order_admin/${o.order_id}`, admin] as [string, unknown]]
        : [];
    }),
    ...seed.ledger.map((e) => [`ledger/${e.entry_id}`, e] as [string, unknown]),
    ...Object.entries(seed.counters).flatMap(([series, years]) =>
      Object.entries(years).map(
        ([year, value]) => [`counters/${series}/${year}`, value] as [string, unknown],
      ),
    ),
  ];
  const updates: Record<string, unknown>[] = [];
  for (let i = 0; i < entries.length; i += perWrite)
    updates.push(Object.fromEntries(entries.slice(i, i + perWrite)));
  return updates;
}

/** Writes every update in turn; resolves with how many requests it took. */
export async function writeLargeSeed(db: MultiPathWriter, seed: LargeSeed): Promise<number> {
  const updates = seedUpdates(seed);
  for (const update of updates) await db.update('/', update);
  return updates.length;
}
