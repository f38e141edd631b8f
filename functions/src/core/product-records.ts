// Typed reads of the catalogue nodes. products/{id} is read tolerantly on purpose: the shared
// parseStoredProduct (ProductSchema, after repairing what a console edit breaks) gives the
// Product or null, and the writers that repair or re-price a product keep its raw record beside
// it, so that a field the schema does not know is never dropped. What the server reads of a card
// and of the compatible_parts index is parsed here; a stray value there reads as « nothing ».
// readCardRecords and readCompatibleIndex parse the stored cards and index entries with the shared
// schemas (schemas/product-card.ts); one that does not match reads as null: the rebuild and the
// cleansing, which compare them with what products/* says they should be, rewrite or remove it.
import { z } from 'zod';
import { PRICE_HISTORY } from '@fohzshop/shared/catalog/price-history';
import {
  COMPATIBLE_PARTS,
  PRODUCT_CARDS,
  type StoredCard,
} from '@fohzshop/shared/catalog/product-card';
import { PART_TYPES } from '@fohzshop/shared/catalog/taxonomy';
import { DatabaseKeySchema } from '@fohzshop/shared/schemas/common';
import { compatibleEntriesOf, parseStoredCard } from '@fohzshop/shared/schemas/product-card';
import { pathOf, ref } from './db.js';
import { readStoredObject } from './records.js';
import { entriesOf, objectEntriesOf, type StoredObject } from './stored-value.js';

export const PRODUCTS = 'products';

/** A stored map's object children, {key: record}. */
async function objectChildren(path: string): Promise<Record<string, StoredObject>> {
  return Object.fromEntries(objectEntriesOf((await ref(path).once('value')).val()));
}

/** products/*, each record as stored (not an object: skipped, as no product). */
export const readProductRecords = (): Promise<Record<string, StoredObject>> =>
  objectChildren(PRODUCTS);

/** products/{id} as stored, or null. */
export const readProductRecord = (productId: string): Promise<StoredObject | null> =>
  readStoredObject(pathOf(PRODUCTS, productId));

/** product_cards/*: each card parsed, null when unreadable (a stray scalar: an orphan to remove). */
export const readCardRecords = async (): Promise<Record<string, StoredCard | null>> =>
  Object.fromEntries(
    entriesOf((await ref(PRODUCT_CARDS).once('value')).val()).map(([id, raw]) => [
      id,
      parseStoredCard(raw),
    ]),
  );

/** price_history/*: each product's history as stored (shared priceChangesOf reads its entries). */
export const readPriceHistories = (): Promise<Record<string, StoredObject>> =>
  objectChildren(PRICE_HISTORY);

/** What the server reads of a card: its type, and for a part the scooters it fits (`w`). */
const CardFitSchema = z.object({
  t: z.string().refine((type) => PART_TYPES.some((part) => part === type)),
  // A list comes back as an object keyed 0…n once it has holes.
  w: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
});

/** The scooters a raw stored card says its part fits (none for a scooter or no card). */
export function scootersOfCard(raw: unknown): string[] {
  const card = CardFitSchema.safeParse(raw);
  if (!card.success) return [];
  return Object.values(card.data.w ?? []).filter(
    (id): id is string => DatabaseKeySchema.safeParse(id).success,
  );
}

/** The stored compatible_parts index, flattened: `scooter/part` → views, null when unreadable. */
export const readCompatibleIndex = async (): Promise<Map<string, number | null>> =>
  compatibleEntriesOf((await ref(COMPATIBLE_PARTS).once('value')).val());
