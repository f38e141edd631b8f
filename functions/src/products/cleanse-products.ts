// cleanseProducts (the catalogue « cleansing » maintenance): every product rewritten with normalised type and
// brand, views 0 and updated_at now, in ONE multi-path update (all or nothing).
import { cleanseProducts as contract } from '@fohzshop/shared/contracts/products';
import { cleanseProduct, normalizeBrand, normalizeType } from '@fohzshop/shared/catalog/normalize';
import { parseStoredProduct } from '@fohzshop/shared/catalog/stored-product';
import { callable } from '../core/callable.js';
import { pathOf, ref, type Row } from '../core/db.js';
import { VIEW_GUARDS } from './view-guard.js';

/** RTDB refuses undefined values; optional fields the parser left undefined are dropped. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function cleansedPaths(id: string, raw: Row, now: string): Row {
  const product = parseStoredProduct(raw, id);
  if (product) return { [pathOf('products', id)]: plain(cleanseProduct(product, now)) };
  // A record too broken to repair (no name, bad price…) keeps its other fields untouched.
  const fields = {
    type: normalizeType(raw.type),
    brand: normalizeBrand(raw.brand),
    views: 0,
    updated_at: now,
  };
  return Object.fromEntries(
    Object.entries(fields).map(([field, value]) => [pathOf('products', id, field), value]),
  );
}

export const cleanseProducts = callable(contract, async () => {
  const now = new Date().toISOString();
  const all = ((await ref('products').once('value')).val() ?? {}) as Record<string, unknown>;
  const products = Object.entries(all).filter(
    (entry): entry is [string, Row] => typeof entry[1] === 'object' && entry[1] !== null,
  );
  if (products.length === 0) return { touched: 0 };
  // Views restart from zero, and so does the once-per-window limit of recordProductView.
  const update: Row = { [VIEW_GUARDS]: null };
  for (const [id, raw] of products) Object.assign(update, cleansedPaths(id, raw, now));
  await ref('/').update(update);
  return { touched: products.length };
});
