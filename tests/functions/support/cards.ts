// product_cards as the functions must keep it: exactly one card per readable product, equal to
// cardOf(parseStoredProduct(products[id])), and nothing else.
import { expect } from 'vitest';
import {
  cardOf,
  COMPATIBLE_PARTS,
  compatiblePartEntries,
  PRODUCT_CARDS,
  type StoredCard,
} from '@fohzshop/shared/catalog/product-card';
import { parseStoredProduct } from '@fohzshop/shared/catalog/stored-product';
import { read } from './admin.js';

/** The cards products/* calls for, as the database would hand them back. */
export async function expectedCards(): Promise<Record<string, StoredCard>> {
  const products = (await read<Record<string, unknown>>('products')) ?? {};
  const cards: Record<string, StoredCard> = {};
  for (const [id, raw] of Object.entries(products)) {
    const product = parseStoredProduct(raw, id);
    if (product) cards[id] = cardOf(product);
  }
  return JSON.parse(JSON.stringify(cards)) as Record<string, StoredCard>;
}

/** The compatible_parts index the products call for: {scooter: {part: views}}. */
async function expectedCompatibleParts(): Promise<Record<string, Record<string, number>>> {
  const products = (await read<Record<string, unknown>>('products')) ?? {};
  const index: Record<string, Record<string, number>> = {};
  for (const [id, raw] of Object.entries(products)) {
    const product = parseStoredProduct(raw, id);
    if (!product) continue;
    for (const [path, views] of Object.entries(compatiblePartEntries(product))) {
      const [, scooterId, partId] = path.split('/') as [string, string, string];
      (index[scooterId] ??= {})[partId] = views;
    }
  }
  return index;
}

/** Fails the test unless product_cards and compatible_parts equal what products/* calls for. */
export async function expectCardsInStep(step: string): Promise<void> {
  const [cards, expected, index, expectedIndex] = await Promise.all([
    read<Record<string, unknown>>(PRODUCT_CARDS),
    expectedCards(),
    read<Record<string, unknown>>(COMPATIBLE_PARTS),
    expectedCompatibleParts(),
  ]);
  expect(cards ?? {}, step).toStrictEqual(expected);
  expect(index ?? {}, `${step} (compatible_parts)`).toStrictEqual(expectedIndex);
}
