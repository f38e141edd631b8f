// Map free-form type and brand text to canonical values (SPEC §3 fallbacks, SPEC §7 cleansing),
// and read raw RTDB product records tolerantly.
import { BRANDS, PRODUCT_TYPES, ProductSchema, UNDEFINED_LABEL, dropEmptyImages } from '../schemas/product';
import type { Brand, Product, ProductType } from '../schemas/product';
import { foldText } from '../text';

/** 'Pièces  Détachées' → 'piecedetachee': accents, case, spacing, punctuation and plural ignored. */
function matchKey(text: string): string {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word))
    .join('');
}

function canonical<T extends string>(values: readonly T[]): Map<string, T> {
  return new Map(values.map((value) => [matchKey(value), value]));
}

const TYPE_KEYS = canonical(PRODUCT_TYPES);
const BRAND_KEYS = canonical(BRANDS);

export function normalizeType(value: unknown): ProductType | typeof UNDEFINED_LABEL {
  return (typeof value === 'string' && TYPE_KEYS.get(matchKey(value))) || UNDEFINED_LABEL;
}

export function normalizeBrand(value: unknown): Brand | typeof UNDEFINED_LABEL {
  return (typeof value === 'string' && BRAND_KEYS.get(matchKey(value))) || UNDEFINED_LABEL;
}

const toNumber = (value: unknown, fallback: number): number => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value.replace(',', '.')) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};

/**
 * A raw products/{id} value → Product, or null when it cannot be repaired (no name, bad price…).
 * Type and brand are normalised, empty images dropped, missing views read as 0.
 */
export function parseStoredProduct(raw: unknown, productId: string): Product | null {
  if (!raw || typeof raw !== 'object') return null;
  const record = raw as Record<string, unknown>;
  const images = Array.isArray(record.images) ? record.images.filter((i): i is string => typeof i === 'string') : [];
  const candidate = {
    ...record,
    product_id: productId,
    description: typeof record.description === 'string' ? record.description : '',
    type: normalizeType(record.type),
    brand: normalizeBrand(record.brand),
    price: toNumber(record.price, Number.NaN),
    stock: Math.max(0, Math.trunc(toNumber(record.stock, 0))),
    views: Math.max(0, Math.trunc(toNumber(record.views, 0))),
    images: dropEmptyImages(images),
    old_price: record.old_price === undefined || record.old_price === null ? undefined : toNumber(record.old_price, Number.NaN),
  };
  const result = ProductSchema.safeParse(candidate);
  return result.success ? result.data : null;
}

/** products snapshot value ({id: product}) → list, skipping unreadable entries. */
export function productsFromSnapshot(value: unknown): Product[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>)
    .map(([id, raw]) => parseStoredProduct(raw, id))
    .filter((product): product is Product => product !== null);
}

/** SPEC §7 cleansing of one product: normalised type and brand, views 0, updated_at now. */
export function cleanseProduct(product: Product, nowIso: string): Product {
  return {
    ...product,
    type: normalizeType(product.type),
    brand: normalizeBrand(product.brand),
    images: dropEmptyImages(product.images),
    views: 0,
    updated_at: nowIso,
  };
}
