// Where the storefront's catalogue queries read from. In the browser: the Realtime Database,
// through small live queries (rtdb-catalog-source.ts, loaded on demand with the database SDK).
// At build time: the catalogue the prerender read, in memory (memory-catalog-source.ts), so a
// page renders with exactly the data it would get live. Each query returns only what a page
// shows — a type's cards, a product, the most viewed… never the whole `products` node
// (docs/decisions/0009-product-cards.md).
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import type { ProductType } from '@fohzshop/shared/catalog/taxonomy';
import type { Product } from '@fohzshop/shared/schemas/product';

export type Unsubscribe = () => void;
/** A live value: `onData` with the first value and every change, until unsubscribed. */
export type Watch<T> = (onData: (value: T) => void, onError: (error: Error) => void) => Unsubscribe;

export type CatalogSource = {
  /** Cards of one type (key order); every card when `type` is absent (the search). */
  cards(type?: ProductType): Watch<ListingProduct[]>;
  /** The `last` most viewed cards, or every card with at least `from` views. */
  cardsByViews(range: { last: number } | { from: number }): Watch<ListingProduct[]>;
  /** The `last` most recently created cards. */
  newestCards(last: number): Watch<ListingProduct[]>;
  /** Cards created at or after `ms` (creation time, ms since epoch). */
  cardsCreatedSince(ms: number): Watch<ListingProduct[]>;
  card(id: string): Watch<ListingProduct | null>;
  product(id: string): Watch<Product | null>;
  /** compatible_parts/{scooterId}: part id → views. */
  compatibleParts(scooterId: string): Watch<Record<string, number>>;
};

let current: Promise<CatalogSource> | undefined;

/** Build time: the prerender's in-memory source. */
export function setCatalogSource(source: CatalogSource): void {
  current = Promise.resolve(source);
}

export function catalogSource(): Promise<CatalogSource> {
  current ??= import('./rtdb-catalog-source').then((module) => module.rtdbCatalogSource);
  return current;
}
