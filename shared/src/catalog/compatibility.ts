// Which parts fit which scooters (products.compatible_with lists scooter ids on parts), and the
// "garage": the scooters a visitor owns, used to show only parts that fit them.
import { isDatabaseKey } from '../database-key';
import { PART_TYPES, SCOOTER_TYPE } from './taxonomy';
import type { Product } from '../schemas/product';
import type { ListingProduct } from './product-card';

/** Local storage key of the visitor's garage (list of scooter product ids). */
export const GARAGE_STORAGE_KEY = 'garage';
export const GARAGE_MAX_SCOOTERS = 10;
/** A stored garage: at most GARAGE_MAX_SCOOTERS valid product ids (checked without zod: initial path). */
export const isGarage = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= GARAGE_MAX_SCOOTERS && value.every(isDatabaseKey);

export const isScooter = (product: Pick<Product, 'type'>): boolean => product.type === SCOOTER_TYPE;
export const isPart = (product: Pick<Product, 'type'>): boolean =>
  PART_TYPES.includes(product.type as never);

/** Parts (both part types) that list this scooter as compatible. */
export function partsForScooter<T extends ListingProduct>(
  products: readonly T[],
  scooterId: string,
): T[] {
  return products.filter(
    (product) => isPart(product) && (product.compatible_with ?? []).includes(scooterId),
  );
}

/** Scooters of the catalogue this part fits (ids of missing scooters are ignored). */
export function scootersForPart<T extends ListingProduct>(
  products: readonly T[],
  part: Pick<Product, 'compatible_with'>,
): T[] {
  const ids = new Set(part.compatible_with ?? []);
  return products.filter((product) => isScooter(product) && ids.has(product.product_id));
}

export function fitsGarage(
  part: Pick<Product, 'compatible_with'>,
  garage: readonly string[],
): boolean {
  return (part.compatible_with ?? []).some((id) => garage.includes(id));
}

/**
 * Garage filter: parts are kept when they fit at least one garage scooter; other products
 * (scooters) are not affected. An empty garage filters nothing.
 */
export function filterByGarage<T extends ListingProduct>(
  products: readonly T[],
  garage: readonly string[],
): T[] {
  if (garage.length === 0) return [...products];
  return products.filter((product) => !isPart(product) || fitsGarage(product, garage));
}

/** Garage read from storage: invalid content ⇒ empty garage, duplicates removed. */
export function parseGarage(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return isGarage(value) ? [...new Set(value)] : [];
  } catch {
    return [];
  }
}
