// The public card of a product, stored at product_cards/{product_id}: only what listings,
// filters, sorts, labels, cards, the garage and the search need (no description, no datasheet,
// first image only), in short keys with the price in cents, so a listing of thousands of parts
// stays small on the wire. The functions that write products keep it in step
// (docs/decisions/0009-product-cards.md). zod-free: the shop decodes cards on its initial path.
import type { Product } from '../schemas/product';
import { fromCents, toCents } from '../money';
import { normalizeBrand, normalizeType } from './normalize';
import { justifiedReferenceCents } from './reduction';
import { isReadyPhoto, readyPhotos } from './product-photos';
import { entriesOf, isStoredObject } from '../stored-value';

/** The node of the cards. */
export const PRODUCT_CARDS = 'product_cards';

/** A card as stored. */
export type StoredCard = {
  /** name */
  n: string;
  /** brand */
  b: string;
  /** type */
  t: string;
  /** price, cents */
  p: number;
  /** struck-through price, cents: the lawful reference, only when old_price is justified */
  o?: number;
  /** stock */
  s: number;
  /** backorder (« Sur commande » at stock 0) */
  r?: true;
  /** views */
  v: number;
  /** created_at, ms since epoch */
  c: number;
  /** first image */
  i?: string;
  /** first uploaded photo with its variants (id, size, widths): shown instead of `i` */
  f?: { i: string; w: number; h: number; s: number[] };
  /** compatible_with (parts) */
  w?: string[];
  /** éco-participation included in the price, cents (cart and checkout show it) */
  e?: number;
};

/** A card read back: the fields of Product it carries, under their Product names. */
export type ListingProduct = Pick<
  Product,
  | 'product_id'
  | 'name'
  | 'brand'
  | 'type'
  | 'price'
  | 'old_price'
  | 'reference_price'
  | 'stock'
  | 'backorder'
  | 'views'
  | 'created_at'
  | 'compatible_with'
  | 'images'
  | 'photos'
  | 'eco_fee_cents'
>;

/** products/{id} → its card. */
export function cardOf(product: Product): StoredCard {
  const card: StoredCard = {
    n: product.name,
    b: product.brand,
    t: product.type,
    p: toCents(product.price),
    s: product.stock,
    v: product.views,
    c: Date.parse(product.created_at) || 0,
  };
  // Only a justified reduction reaches the storefront; the card never carries an unlawful one.
  const reference = justifiedReferenceCents(product);
  if (reference !== undefined) card.o = reference;
  if (product.backorder) card.r = true;
  if (product.images[0]) card.i = product.images[0];
  const photo = product.photos?.find(isReadyPhoto);
  if (photo) card.f = { i: photo.id, w: photo.width, h: photo.height, s: [...photo.widths] };
  if (product.compatible_with?.length) card.w = [...product.compatible_with];
  if (product.eco_fee_cents) card.e = product.eco_fee_cents;
  return card;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

const idList = (value: unknown): string[] | undefined => {
  // RTDB hands arrays back as arrays, or as {0: …} objects when sparse.
  const list = Array.isArray(value)
    ? value
    : value && typeof value === 'object'
      ? Object.values(value)
      : [];
  const ids = list.filter((id): id is string => typeof id === 'string');
  return ids.length > 0 ? ids : undefined;
};

/** A raw product_cards/{id} value → ListingProduct, or null when it is not a whole card. */
export function listingProductFromCard(id: string, raw: unknown): ListingProduct | null {
  if (!isStoredObject(raw)) return null;
  const card = raw;
  if (typeof card.n !== 'string' || card.n === '' || !isCount(card.p) || !isCount(card.c)) {
    return null;
  }
  const product: ListingProduct = {
    product_id: id,
    name: card.n,
    brand: normalizeBrand(card.b),
    type: normalizeType(card.t),
    price: fromCents(card.p),
    stock: isCount(card.s) ? card.s : 0,
    views: isCount(card.v) ? card.v : 0,
    created_at: new Date(card.c).toISOString(),
    images: typeof card.i === 'string' && card.i !== '' ? [card.i] : [],
  };
  if (isCount(card.o)) product.old_price = product.reference_price = fromCents(card.o);
  if (card.r === true) product.backorder = true;
  const compatible = idList(card.w);
  if (compatible) product.compatible_with = compatible;
  if (isCount(card.e) && card.e > 0) product.eco_fee_cents = card.e;
  const photo = card.f;
  const photos = isStoredObject(photo)
    ? readyPhotos([{ id: photo.i, alt: '', width: photo.w, height: photo.h, widths: photo.s }])
    : [];
  if (photos.length > 0) product.photos = photos;
  return product;
}

/** product_cards snapshot value ({id: card}) → list in key order, skipping broken cards. */
export function listingProductsFromSnapshot(value: unknown): ListingProduct[] {
  return entriesOf(value)
    .map(([id, raw]) => listingProductFromCard(id, raw))
    .filter((product): product is ListingProduct => product !== null);
}

/** What a full product looks like as a card, for comparisons (tests, consistency checks). */
export const asListingProduct = (product: Product): ListingProduct =>
  listingProductFromCard(product.product_id, cardOf(product))!;

/**
 * compatible_parts/{scooter_id}/{part_id} = the part's views: the parts that fit a scooter,
 * kept with the cards, so a scooter's page reads its most viewed parts without any other card.
 */
export const COMPATIBLE_PARTS = 'compatible_parts';

/** The `count` most viewed part ids of a compatible_parts/{scooter} value (ties: id order). */
export function topCompatibleParts(value: unknown, count: number): string[] {
  return entriesOf(value)
    .map(([id, views]) => ({ id, views: typeof views === 'number' ? views : 0 }))
    .sort((a, b) => b.views - a.views || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, count)
    .map((entry) => entry.id);
}

/** The compatible_parts entries of a product (parts only): path → the part's views. */
export function compatiblePartEntries(product: Product): Record<string, number> {
  if (product.type !== 'Pièce détachée' && product.type !== 'Pièce compétition') return {};
  return Object.fromEntries(
    (product.compatible_with ?? []).map((scooterId) => [
      `${COMPATIBLE_PARTS}/${scooterId}/${product.product_id}`,
      product.views,
    ]),
  );
}
