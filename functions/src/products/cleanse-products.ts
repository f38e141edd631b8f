// cleanseProducts (the catalogue « cleansing » maintenance): every product rewritten with normalised type and
// brand, views 0 and updated_at now, in ONE multi-path update (all or nothing). The same update
// replaces the whole product_cards node with the cards of the cleansed products: every card is
// rebuilt, orphans included, atomically with the products it mirrors.
import { cleanseProducts as contract } from '@fohzshop/shared/contracts/products';
import { cleanseProduct, normalizeBrand, normalizeType } from '@fohzshop/shared/catalog/normalize';
import { COMPATIBLE_PARTS, PRODUCT_CARDS } from '@fohzshop/shared/catalog/product-card';
import { parseStoredProduct } from '@fohzshop/shared/catalog/stored-product';
import { callable } from '../core/callable.js';
import { pathOf, ref, type Row } from '../core/db.js';
import { compatibleOf } from './compatible-parts.js';
import { cardsOf } from './product-cards.js';
import { VIEW_GUARDS } from './view-guard.js';

/** RTDB refuses undefined values; optional fields the parser left undefined are dropped. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The product as stored after the cleansing, and the paths that store it. */
function cleansed(id: string, raw: Row, now: string): { stored: Row; paths: Row } {
  const product = parseStoredProduct(raw, id);
  if (product) {
    const stored = plain(cleanseProduct(product, now)) as Row;
    return { stored, paths: { [pathOf('products', id)]: stored } };
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

export const cleanseProducts = callable(contract, async () => {
  const now = new Date().toISOString();
  const all = ((await ref('products').once('value')).val() ?? {}) as Record<string, unknown>;
  const products = Object.entries(all).filter(
    (entry): entry is [string, Row] => typeof entry[1] === 'object' && entry[1] !== null,
  );
  if (products.length === 0) {
    // Cards (and their index) left by deleted products.
    await ref('/').update({ [PRODUCT_CARDS]: null, [COMPATIBLE_PARTS]: null });
    return { touched: 0 };
  }
  // Views restart from zero, and so does the once-per-window limit of recordProductView.
  const update: Row = { [VIEW_GUARDS]: null };
  const after: Record<string, Row> = {};
  for (const [id, raw] of products) {
    const { stored, paths } = cleansed(id, raw, now);
    after[id] = stored;
    Object.assign(update, paths);
  }
  const cards = cardsOf(after);
  update[PRODUCT_CARDS] = cards;
  update[COMPATIBLE_PARTS] = compatibleOf(cards);
  await ref('/').update(update);
  return { touched: products.length };
});
