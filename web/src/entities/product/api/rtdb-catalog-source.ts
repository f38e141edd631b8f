// The catalogue queries on the Realtime Database: product_cards (indexed on t, v and c, see
// database.rules.json) and products/{id}. Loaded on demand with the database SDK, so it never
// weighs on a page's start; the product schema (zod) only when a product itself is watched, so
// the cart, which reads cards, loads no zod.
import {
  equalTo,
  limitToLast,
  onValue,
  orderByChild,
  query,
  ref,
  startAt,
  type Query,
} from 'firebase/database';
import {
  COMPATIBLE_PARTS,
  PRODUCT_CARDS,
  listingProductFromCard,
  listingProductsFromSnapshot,
} from '@fohzshop/shared/catalog/product-card';
import { COLLECTIONS } from '@fohzshop/shared/constants';
import { db } from '@/lib/firebase/database';
import type { CatalogSource, Watch } from './catalog-source';

const watch =
  <T>(target: () => Query, read: (raw: unknown) => T): Watch<T> =>
  (onData, onError) =>
    onValue(target(), (snapshot) => onData(read(snapshot.val())), onError);

const cardsRef = () => ref(db(), PRODUCT_CARDS);

export const rtdbCatalogSource: CatalogSource = {
  cards: (type) =>
    watch(
      () => (type ? query(cardsRef(), orderByChild('t'), equalTo(type)) : cardsRef()),
      listingProductsFromSnapshot,
    ),
  cardsByViews: (range) =>
    watch(
      () =>
        'last' in range
          ? query(cardsRef(), orderByChild('v'), limitToLast(range.last))
          : query(cardsRef(), orderByChild('v'), startAt(range.from)),
      listingProductsFromSnapshot,
    ),
  newestCards: (last) =>
    watch(
      () => query(cardsRef(), orderByChild('c'), limitToLast(last)),
      listingProductsFromSnapshot,
    ),
  cardsCreatedSince: (ms) =>
    watch(() => query(cardsRef(), orderByChild('c'), startAt(ms)), listingProductsFromSnapshot),
  card: (id) =>
    watch(
      () => ref(db(), `${PRODUCT_CARDS}/${id}`),
      (raw) => listingProductFromCard(id, raw),
    ),
  product: (id) => (onData, onError) => {
    let stop: (() => void) | undefined;
    let stopped = false;
    import('@fohzshop/shared/catalog/stored-product').then(({ parseStoredProduct }) => {
      if (stopped) return;
      const read = (raw: unknown) => parseStoredProduct(raw, id);
      stop = watch(() => ref(db(), `${COLLECTIONS.products}/${id}`), read)(onData, onError);
    }, onError);
    return () => {
      stopped = true;
      stop?.();
    };
  },
  compatibleParts: (scooterId) =>
    watch(
      () => ref(db(), `${COMPATIBLE_PARTS}/${scooterId}`),
      (raw) => (raw && typeof raw === 'object' ? (raw as Record<string, number>) : {}),
    ),
};
