// cleanseProducts (the catalogue « cleansing » maintenance): every product rewritten with
// normalised type and brand, views 0 and updated_at now, in ONE multi-path update (all or
// nothing), together with the product_cards and compatible_parts they call for (orphan cards
// removed). The update writes only the fields that change, and never the stock: orders reserve
// units by their own transactions (orders/stock.ts) between this read and this write, and a
// stock read here and written back would undo them (oversell). The same goes for a card's `s`,
// which orders move by increments; it is written only for a card that does not exist yet. A
// stock the shop cannot read as a whole number ≥ 0 is still repaired (a console edit). A price
// that differs from the last one in the price history (a repaired or console-edited price) is
// recorded there, and every reference_price is recomputed (price-history.ts), in the same update.
import { cleanseProducts as contract } from '@fohzshop/shared/contracts/products';
import { cleanseProduct, normalizeBrand, normalizeType } from '@fohzshop/shared/catalog/normalize';
import {
  COMPATIBLE_PARTS,
  PRODUCT_CARDS,
  type StoredCard,
} from '@fohzshop/shared/catalog/product-card';
import { parseStoredProduct, storedStock } from '@fohzshop/shared/catalog/stored-product';
import { callable } from '../core/callable.js';
import { pathOf, ref, type DatabaseValue, type PathUpdates } from '../core/db.js';
import { readCardRecords, readProductRecords } from '../core/product-records.js';
import type { StoredObject } from '../core/stored-value.js';
import { compatibleOf } from './compatible-parts.js';
import { pricedRecords } from './price-history.js';
import { cardsOf, sameValue } from './product-cards.js';
import { VIEW_GUARDS } from './view-guard.js';

/** RTDB refuses undefined values; optional fields the parser left undefined are dropped. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const STOCK = 'stock';
const REFERENCE = 'reference_price';
const CARD_STOCK = 's';

/**
 * The paths under `base` that turn `before` into `after`, field by field, except `keep` (left
 * as it is now; `before` may be stale there). A field `after` lacks is removed.
 */
function changedFields(
  base: string,
  before: StoredObject,
  after: { readonly [field: string]: DatabaseValue | undefined },
  keep: string,
): PathUpdates {
  const paths: PathUpdates = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)]))
    if (field !== keep && !sameValue(before[field], after[field]))
      paths[pathOf(base, field)] = after[field] ?? null;
  return paths;
}

/** The product as stored after the cleansing, and the paths that store it. */
function cleansed(
  id: string,
  raw: StoredObject,
  now: string,
): { stored: StoredObject; paths: PathUpdates } {
  const product = parseStoredProduct(raw, id);
  if (product) {
    const stored = plain(cleanseProduct(product, now));
    const paths = changedFields(pathOf('products', id), raw, stored, STOCK);
    // Only a stock the shop cannot read as it is (text, negative, decimal) is rewritten.
    if (raw.stock !== storedStock(raw.stock)) paths[pathOf('products', id, STOCK)] = stored.stock;
    return { stored, paths };
  }
  // A record too broken to repair (no name, bad price…) keeps its other fields untouched.
  const fields = {
    type: normalizeType(raw.type),
    brand: normalizeBrand(raw.brand),
    views: 0,
    updated_at: now,
  };
  const paths = Object.fromEntries(
    Object.entries(fields).map(([field, value]) => [pathOf('products', id, field), value]),
  );
  return { stored: { ...raw, ...fields }, paths };
}

/**
 * The paths that make product_cards what `cards` says: changed fields of existing cards (never
 * their stock, unless missing), whole new cards, orphans removed.
 */
function cardChanges(
  cards: Record<string, StoredCard>,
  current: Readonly<Record<string, StoredCard | null>>,
): PathUpdates {
  const paths: PathUpdates = {};
  for (const [id, card] of Object.entries(cards)) {
    const base = pathOf(PRODUCT_CARDS, id);
    const now = current[id];
    // Absent or unreadable (its stock included): the whole card is written.
    if (!now) paths[base] = card;
    else Object.assign(paths, changedFields(base, now, card, CARD_STOCK));
  }
  for (const id of Object.keys(current))
    if (!(id in cards)) paths[pathOf(PRODUCT_CARDS, id)] = null;
  return paths;
}

export const cleanseProducts = callable(contract, async () => {
  const now = new Date().toISOString();
  const [all, cardsNow] = await Promise.all([readProductRecords(), readCardRecords()]);
  const products = Object.entries(all);
  if (products.length === 0) {
    // Cards (and their index) left by deleted products.
    await ref('/').update({ [PRODUCT_CARDS]: null, [COMPATIBLE_PARTS]: null });
    return { touched: 0 };
  }
  // Views restart from zero, and so does the once-per-window limit of recordProductView.
  const update: PathUpdates = { [VIEW_GUARDS]: null };
  const cleaned: Record<string, StoredObject> = {};
  for (const [id, raw] of products) {
    const { stored, paths } = cleansed(id, raw, now);
    cleaned[id] = stored;
    Object.assign(update, paths);
  }
  const priced = await pricedRecords(cleaned, Date.parse(now));
  Object.assign(update, priced.paths);
  const after = priced.stored;
  for (const [id, raw] of products)
    if (!sameValue(raw[REFERENCE], after[id]![REFERENCE]))
      update[pathOf('products', id, REFERENCE)] = after[id]![REFERENCE] ?? null;
  const cards = cardsOf(after);
  Object.assign(update, cardChanges(cards, cardsNow));
  update[COMPATIBLE_PARTS] = compatibleOf(cards);
  await ref('/').update(update);
  return { touched: products.length };
});
