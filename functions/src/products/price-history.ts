// The price history (price_history/{product_id}/{push_id}: {price_cents, at}, server-only) and
// the lawful reference price it justifies (L112-1-1 C. conso., CJEU C-330/23), stored as
// products/{id}/reference_price for the storefront (shared/src/catalog/price-history.ts,
// reduction.ts). The history itself never leaves the server.
//
// Why functions every price writer calls rather than a database trigger on products/{id}/price:
// a trigger runs after the write, so for a moment (and for ever when it fails) the product and
// its card would show a reduction computed from a stale history, and the admin could not be
// told at once why an old_price is refused. Here the writer records the price and the reference
// before it writes the card and answers: createProduct and updateProduct through recordPrice(),
// the cleansing and the nightly refresh through pricedRecords() in their one multi-path update
// (which also catches a price changed in the console). The demo seed writes the same records
// with the same shared logic (scripts/seed/price-history.ts).
import {
  judgeOldPrice,
  lastRecordedPrice,
  lawfulReduction,
  PRICE_HISTORY,
  priceChangesOf,
  type ReductionVerdict,
} from '@fohzshop/shared/catalog/price-history';
import { parseStoredProduct } from '@fohzshop/shared/catalog/stored-product';
import { fromCents, toCents } from '@fohzshop/shared/money';
import { pathOf, ref, type PathUpdates } from '../core/db.js';
import {
  readPriceHistories,
  readProductRecord,
  readProductRecords,
} from '../core/product-records.js';
import { isStoredObject, type StoredObject } from '../core/stored-value.js';

const REFERENCE = 'reference_price';

/** A new history key, in time order like every push id. */
const historyKey = (): string => ref(PRICE_HISTORY).push().key as string;

/** `stored` with its reference_price set to `reference` (cents) or removed (null). */
function withReference(stored: StoredObject, reference: number | null): StoredObject {
  const { [REFERENCE]: _dropped, ...rest } = stored;
  return reference === null ? rest : { ...rest, [REFERENCE]: fromCents(reference) };
}

/**
 * One product as it must be stored after its price is recorded: the history entry to append
 * (when the last recorded price differs) and the record with its reference_price. An
 * unreadable product (no price…) is left as it is.
 */
export function pricedRecord(
  productId: string,
  stored: StoredObject,
  rawHistory: unknown,
  now: number,
): { stored: StoredObject; paths: PathUpdates } {
  const product = parseStoredProduct(stored, productId);
  if (!product) return { stored, paths: {} };
  const price = toCents(product.price);
  const history = priceChangesOf(rawHistory);
  const paths: PathUpdates = {};
  if (lastRecordedPrice(history) !== price) {
    const entry = { price_cents: price, at: now };
    paths[pathOf(PRICE_HISTORY, productId, historyKey())] = entry;
    history.push(entry);
  }
  const reduction = lawfulReduction(history, price, now);
  return { stored: withReference(stored, reduction?.reference_cents ?? null), paths };
}

/** Every product priced: the records as they must be and the history entries to append. */
export async function pricedRecords(
  products: Readonly<Record<string, StoredObject>>,
  now: number,
): Promise<{ stored: Record<string, StoredObject>; paths: PathUpdates }> {
  const histories = await readPriceHistories();
  const stored: Record<string, StoredObject> = {};
  const paths: PathUpdates = {};
  for (const [id, raw] of Object.entries(products)) {
    const priced = pricedRecord(id, raw, histories[id], now);
    stored[id] = priced.stored;
    Object.assign(paths, priced.paths);
  }
  return { stored, paths };
}

/**
 * After a product is written: appends its price to the history if it changed (a transaction on
 * the history, so two saves never record one change twice), then sets its reference_price if
 * its price is still the one recorded. Returns the committed product (null when it is gone or
 * unreadable) and the verdict on its old_price, for the admin.
 */
export async function recordPrice(
  productId: string,
): Promise<{ stored: StoredObject | null; verdict: ReductionVerdict | null }> {
  const now = Date.now();
  const raw = await readProductRecord(productId);
  const product = parseStoredProduct(raw, productId);
  if (!product) return { stored: null, verdict: null };
  const price = toCents(product.price);
  const key = historyKey();
  const appended = await ref(pathOf(PRICE_HISTORY, productId)).transaction((current: unknown) =>
    lastRecordedPrice(priceChangesOf(current)) === price
      ? current
      : { ...(isStoredObject(current) ? current : {}), [key]: { price_cents: price, at: now } },
  );
  const history = priceChangesOf(appended.snapshot.val());
  const reference = lawfulReduction(history, price, now)?.reference_cents ?? null;
  const result = await ref(pathOf('products', productId)).transaction((current: unknown) => {
    if (!isStoredObject(current)) return current; // see core/db.ts: null may be the empty cache
    const same = parseStoredProduct(current, productId);
    // A newer price records its own reference; the unchanged value is written back (no-op).
    if (!same || toCents(same.price) !== price) return current;
    return withReference(current, reference);
  });
  const committed: unknown = result.committed ? result.snapshot.val() : null;
  const stored = isStoredObject(committed) ? committed : null;
  const oldPrice = product.old_price === undefined ? undefined : toCents(product.old_price);
  return { stored, verdict: judgeOldPrice(oldPrice, history, price, now) };
}

/**
 * The nightly refresh: a reduction older than REDUCTION_MAX_DAYS ends without any write, and a
 * price changed in the console was never recorded. Records missing prices and rewrites the
 * reference_price that changed, in one update; returns how many products changed.
 */
export async function refreshReferencePrices(now = Date.now()): Promise<number> {
  const rows = await readProductRecords();
  const priced = await pricedRecords(rows, now);
  const update: PathUpdates = { ...priced.paths };
  let changed = 0;
  for (const [id, raw] of Object.entries(rows)) {
    const next = priced.stored[id]![REFERENCE] ?? null;
    if ((raw[REFERENCE] ?? null) !== next) {
      update[pathOf('products', id, REFERENCE)] = next;
      changed++;
    }
  }
  if (Object.keys(update).length > 0) await ref('/').update(update);
  return changed;
}
