// Map free-form type and brand text to canonical values or the 'Non défini(e)' fallback; used by
// the tolerant product reader and by the admin 'cleansing' of the catalogue.
// zod-free (listing filters use it on the initial path); reading raw records is in stored-product.ts.
import { BRANDS, PRODUCT_TYPES, UNDEFINED_LABEL, type Brand, type ProductType } from './taxonomy';
import type { Product } from '../schemas/product';
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

/** Product save and update drop empty image entries. */
export function dropEmptyImages(images: readonly string[]): string[] {
  return images.map((image) => image.trim()).filter((image) => image !== '');
}

/** Cleansing of one product: normalised type and brand, views 0, updated_at now. */
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
