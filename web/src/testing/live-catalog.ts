// Tests: a catalogue source answering like the database from products in memory, that can be
// changed while screens listen (every open watch is called again, as RTDB listeners are).
import type { Product } from '@fohzshop/shared/schemas/product';
import {
  setCatalogSource,
  type CatalogSource,
  type Watch,
} from '@/entities/product/api/catalog-source';
import { memoryCatalogSource } from '@/entities/product/api/memory-catalog-source';

export function liveTestCatalog(initial: readonly Product[]) {
  let source = memoryCatalogSource(initial);
  const open = new Set<() => void>();
  const live =
    <A extends unknown[], T>(pick: (s: CatalogSource) => (...args: A) => Watch<T>) =>
    (...args: A): Watch<T> =>
    (onData, onError) => {
      const emit = () => pick(source)(...args)(onData, onError);
      emit();
      open.add(emit);
      return () => void open.delete(emit);
    };
  const wrapper: CatalogSource = {
    cards: live((s) => s.cards),
    cardsByViews: live((s) => s.cardsByViews),
    newestCards: live((s) => s.newestCards),
    cardsCreatedSince: live((s) => s.cardsCreatedSince),
    card: live((s) => s.card),
    product: live((s) => s.product),
    compatibleParts: live((s) => s.compatibleParts),
  };
  setCatalogSource(wrapper);
  return {
    /** Replaces the catalogue; every open watch receives its new value. */
    set(products: readonly Product[]) {
      source = memoryCatalogSource(products);
      open.forEach((emit) => emit());
    },
  };
}
