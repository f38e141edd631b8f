// Read raw RTDB product records tolerantly: repair what can be repaired, then validate with the
// ProductSchema (zod). The shop loads this module on demand, together with the database SDK.
import { ProductSchema, type Product } from '../schemas/product';
import { isPurchasable } from './stock';
import { dropEmptyImages, normalizeBrand, normalizeType } from './normalize';
import { entriesOf, isStoredObject } from '../stored-value';

const toNumber = (value: unknown, fallback: number): number => {
  const n =
    typeof value === 'string' && value.trim() !== '' ? Number(value.replace(',', '.')) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};

/** The stock a raw products/{id}/stock value is read as: a whole number, never below 0. */
export const storedStock = (value: unknown): number => Math.max(0, Math.trunc(toNumber(value, 0)));

/**
 * Whether a raw products/{id} value can be bought (stock above 0, or « Sur commande »), read as
 * leniently as the rest of the record: the stock-alert and page-freshness triggers compare it
 * before and after a write, whatever else the record holds.
 */
export const isStoredProductBuyable = (raw: unknown): boolean =>
  isStoredObject(raw) &&
  isPurchasable({ stock: storedStock(raw.stock), backorder: raw.backorder === true });

/**
 * A raw products/{id} value → Product, or null when it cannot be repaired (no name, bad price…).
 * Type and brand are normalised, empty images dropped, missing views read as 0.
 */
export function parseStoredProduct(raw: unknown, productId: string): Product | null {
  if (!isStoredObject(raw)) return null;
  const record = raw;
  const images = Array.isArray(record.images)
    ? record.images.filter((i): i is string => typeof i === 'string')
    : [];
  const candidate = {
    ...record,
    product_id: productId,
    description: typeof record.description === 'string' ? record.description : '',
    type: normalizeType(record.type),
    brand: normalizeBrand(record.brand),
    price: toNumber(record.price, Number.NaN),
    stock: storedStock(record.stock),
    views: Math.max(0, Math.trunc(toNumber(record.views, 0))),
    images: dropEmptyImages(images),
    old_price:
      record.old_price === undefined || record.old_price === null
        ? undefined
        : toNumber(record.old_price, Number.NaN),
  };
  const result = ProductSchema.safeParse(candidate);
  return result.success ? result.data : null;
}

/** products snapshot value ({id: product}) → list, skipping unreadable entries. */
export function productsFromSnapshot(value: unknown): Product[] {
  return entriesOf(value)
    .map(([id, raw]) => parseStoredProduct(raw, id))
    .filter((product): product is Product => product !== null);
}
