// The catalogue queries answered from the catalogue in memory, at build time (prerender): the
// same answers the Realtime Database gives for the same data, so a prerendered page and the live
// page agree. Never shipped to the browser (only entry-server imports it).
import { asListingProduct, type ListingProduct } from '@fohzshop/shared/catalog/product-card';
import { partsForScooter } from '@fohzshop/shared/catalog/compatibility';
import type { Product } from '@fohzshop/shared/schemas/product';
import type { CatalogSource, Watch } from './catalog-source';

const once =
  <T>(value: T): Watch<T> =>
  (onData) => {
    onData(value);
    return () => undefined;
  };

// RTDB orders by the child's value, then by key; limitToLast keeps the end of that order.
const byChild = (get: (card: ListingProduct) => number) => (a: ListingProduct, b: ListingProduct) =>
  get(a) - get(b) || (a.product_id < b.product_id ? -1 : a.product_id > b.product_id ? 1 : 0);
const created = (card: ListingProduct) => Date.parse(card.created_at);

export function memoryCatalogSource(products: readonly Product[]): CatalogSource {
  const cards = products.map(asListingProduct);
  const byId = new Map(products.map((product) => [product.product_id, product]));
  const cardById = new Map(cards.map((card) => [card.product_id, card]));
  const byViews = [...cards].sort(byChild((card) => card.views));
  return {
    cards: (type) => once(type ? cards.filter((card) => card.type === type) : cards),
    cardsByViews: (range) =>
      once(
        'last' in range
          ? byViews.slice(-range.last)
          : byViews.filter((card) => card.views >= range.from),
      ),
    newestCards: (last) => once([...cards].sort(byChild(created)).slice(-last)),
    cardsCreatedSince: (ms) =>
      once(cards.filter((card) => created(card) >= ms).sort(byChild(created))),
    card: (id) => once(cardById.get(id) ?? null),
    product: (id) => once(byId.get(id) ?? null),
    compatibleParts: (scooterId) =>
      once(
        Object.fromEntries(
          partsForScooter(cards, scooterId).map((part) => [part.product_id, part.views]),
        ),
      ),
  };
}
