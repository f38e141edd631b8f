// The public projection product_cards/{id} (shared/src/catalog/product-card.ts), kept in step
// with products/{id} by every function that writes a product. Whole cards are written from a
// product's committed value; counters (stock, views) are moved with ServerValue.increment next
// to the product's own change, so concurrent orders and views compose without a read. A card
// whose product is gone or unreadable must not exist. rebuildProductCards() recomputes them all
// (daily, and after direct console edits), the safety net for the few races left open. The
// compatible_parts index (compatible-parts.ts) moves with the cards.
import { ServerValue } from 'firebase-admin/database';
import * as logger from 'firebase-functions/logger';
import {
  cardOf,
  COMPATIBLE_PARTS,
  PRODUCT_CARDS,
  type StoredCard,
} from '@fohzshop/shared/catalog/product-card';
import { parseStoredProduct } from '@fohzshop/shared/catalog/stored-product';
import { compatibleEntriesOf } from '@fohzshop/shared/schemas/product-card';
import { pathOf, ref, type PathUpdates } from '../core/db.js';
import {
  readCardRecords,
  readCompatibleIndex,
  readProductRecords,
} from '../core/product-records.js';
import { isStoredObject, type StoredObject } from '../core/stored-value.js';
import { compatibleChanges, compatibleOf } from './compatible-parts.js';

export const cardPath = (productId: string): string => pathOf(PRODUCT_CARDS, productId);

/** The card a raw products/{id} value should have; null when the product is gone or unreadable. */
export function expectedCard(raw: unknown, productId: string): StoredCard | null {
  const product = parseStoredProduct(raw, productId);
  return product ? cardOf(product) : null;
}

/** Key-order independent comparison of two stored values (RTDB does not keep key order). */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : isStoredObject(value)
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([key, field]) => [key, canonical(field)]),
        )
      : (value ?? null);
export const sameValue = (a: unknown, b: unknown): boolean =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/**
 * Writes (or removes, for null) the card of a product, and moves its compatible_parts entries
 * from the card it replaces (`previous`, read here when not given) in the same update.
 */
export async function writeCard(
  productId: string,
  card: StoredCard | null,
  previous?: unknown,
): Promise<void> {
  const before =
    previous === undefined ? (await ref(cardPath(productId)).once('value')).val() : previous;
  await ref('/').update({
    [cardPath(productId)]: card,
    ...compatibleChanges(productId, before, card),
  });
}

export const removeCard = (productId: string): Promise<void> => writeCard(productId, null);

/**
 * Re-reads the product once and rewrites its card if it no longer matches: a stock or views
 * increment committed between the product's write and its card's write may have been
 * overwritten by that card. Narrows the window, does not close it (the daily rebuild does).
 */
export async function settleCard(productId: string): Promise<void> {
  const [product, card] = await Promise.all([
    ref(pathOf('products', productId)).once('value'),
    ref(cardPath(productId)).once('value'),
  ]);
  const expected = expectedCard(product.val(), productId);
  if (!sameValue(expected, card.val())) await writeCard(productId, expected, card.val());
}

/** After a committed create or update: the card from the committed value, then settled. */
export async function syncCardFromCommitted(productId: string, committed: unknown): Promise<void> {
  await writeCard(productId, expectedCard(committed, productId));
  await settleCard(productId);
}

/** What the card's stock moves by when products/{id}/stock goes from `before` to `after`. */
export function cardStockDelta(before: number, after: number): number {
  // The card carries the stock as parseStoredProduct reads it: a whole number, never below 0.
  const shown = (stock: number) => Math.max(0, Math.trunc(stock));
  return shown(after) - shown(before);
}

/**
 * Moves the card's stock along with a committed change of products/{id}/stock. Never throws:
 * the stock change is done and must be accounted for by the caller whatever happens here.
 */
export async function moveCardStock(
  productId: string,
  before: number,
  after: number,
): Promise<void> {
  const delta = cardStockDelta(before, after);
  if (delta === 0) return;
  try {
    await ref(pathOf(cardPath(productId), 's')).set(ServerValue.increment(delta));
  } catch (error) {
    logger.error('product card stock not moved', { productId, delta, error: String(error) });
  }
}

/** Every card as products/* says it should be: {id: card}. */
export function cardsOf(
  products: Readonly<Record<string, StoredObject>>,
): Record<string, StoredCard> {
  const cards: Record<string, StoredCard> = {};
  for (const [id, raw] of Object.entries(products)) {
    const card = expectedCard(raw, id);
    if (card) cards[id] = card;
  }
  return cards;
}

/**
 * Recomputes every card from products/* and writes the differences (new, changed, orphaned
 * cards) in one update of product_cards; cards already right are left alone, so a concurrent
 * increment on them is not overwritten. Returns how many cards were written or removed.
 */
export async function rebuildProductCards(): Promise<number> {
  const [products, current, present] = await Promise.all([
    readProductRecords(),
    readCardRecords(),
    readCompatibleIndex(),
  ]);
  const expected = cardsOf(products);
  const changes: Record<string, StoredCard | null> = {};
  for (const [id, card] of Object.entries(expected))
    if (!sameValue(card, current[id])) changes[id] = card;
  for (const id of Object.keys(current)) if (!(id in expected)) changes[id] = null;
  const update: PathUpdates = {};
  for (const [id, card] of Object.entries(changes)) update[pathOf(PRODUCT_CARDS, id)] = card;
  const wanted = compatibleEntriesOf(compatibleOf(expected));
  for (const [entry, views] of wanted)
    if (present.get(entry) !== views) update[`${COMPATIBLE_PARTS}/${entry}`] = views;
  for (const entry of present.keys())
    if (!wanted.has(entry)) update[`${COMPATIBLE_PARTS}/${entry}`] = null;
  if (Object.keys(update).length > 0) await ref('/').update(update);
  return Object.keys(changes).length;
}
