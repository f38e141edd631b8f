// product_cards, the public projection of products the storefront lists from: anyone reads it
// and runs the storefront's indexed queries (by type, most viewed, newest); no client writes a
// card, not even an admin (only the functions, through the Admin SDK, keep cards in step).
import { describe, expect, test } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { cardOf, PRODUCT_CARDS, type StoredCard } from '@fohzshop/shared/catalog/product-card';
import type { Product } from '@fohzshop/shared/schemas/product';
import { ACTORS, useRulesHarness } from './helpers/env.js';

const h = useRulesHarness('product-cards', { seed: false });

const product = (id: string, type: string, views: number, created_at: string): Product =>
  ({
    product_id: id,
    name: `Produit ${id}`,
    description: '',
    brand: 'Dualtron',
    type,
    price: 149.99,
    stock: 3,
    views,
    created_at,
    images: [`/images/${id}.webp`],
  }) as Product;

const CARDS: Record<string, StoredCard> = {
  a: cardOf(product('a', 'Trottinette électrique', 40, '2026-01-01T10:00:00.000Z')),
  b: cardOf(product('b', 'Pièce détachée', 5, '2026-03-01T10:00:00.000Z')),
  c: cardOf(product('c', 'Trottinette électrique', 12, '2026-02-01T10:00:00.000Z')),
};

const seedCards = () => h.seed(PRODUCT_CARDS, CARDS);
const keysOf = (value: unknown) => Object.keys((value ?? {}) as object).sort();

describe('product_cards · reads', () => {
  test.each(ACTORS)('%s reads the whole node and a single card', async (actor) => {
    await seedCards();
    const all = await assertSucceeds(h.db(actor).ref(PRODUCT_CARDS).get());
    expect(all.val()).toEqual(CARDS);
    const one = await assertSucceeds(h.db(actor).ref(`${PRODUCT_CARDS}/b`).get());
    expect(one.val()).toEqual(CARDS.b);
  });

  test('the storefront queries run on the indexes (type, views, created)', async () => {
    await seedCards();
    const cards = h.db('visitor').ref(PRODUCT_CARDS);
    const byType = await assertSucceeds(
      cards.orderByChild('t').equalTo('Trottinette électrique').get(),
    );
    expect(keysOf(byType.val())).toEqual(['a', 'c']);
    const mostViewed = await assertSucceeds(cards.orderByChild('v').limitToLast(2).get());
    expect(keysOf(mostViewed.val())).toEqual(['a', 'c']);
    const newest = await assertSucceeds(cards.orderByChild('c').limitToLast(1).get());
    expect(keysOf(newest.val())).toEqual(['b']);
  });
});

describe('product_cards · writes', () => {
  test.each(ACTORS)('%s cannot create, change or remove a card', async (actor) => {
    await seedCards();
    const db = h.db(actor);
    await assertFails(db.ref(`${PRODUCT_CARDS}/new`).set(CARDS.a));
    await assertFails(db.ref(`${PRODUCT_CARDS}/a`).set({ ...CARDS.a, p: 1 }));
    await assertFails(db.ref(`${PRODUCT_CARDS}/a/p`).set(1));
    await assertFails(db.ref(`${PRODUCT_CARDS}/a/v`).set(1_000_000));
    await assertFails(db.ref(`${PRODUCT_CARDS}/a`).remove());
    await assertFails(db.ref(PRODUCT_CARDS).set(null));
    await assertFails(db.ref('/').update({ [`${PRODUCT_CARDS}/a/s`]: 99 }));
    expect(await h.peek(PRODUCT_CARDS)).toEqual(CARDS);
  });
});

describe('price_history · server-only (L112-1-1)', () => {
  const HISTORY = {
    a: { k1: { price_cents: 459_000, at: 1 }, k2: { price_cents: 429_000, at: 2 } },
  };

  test.each(ACTORS)(
    '%s can neither read nor change the history, nor a reference price',
    async (actor) => {
      await h.seed('price_history', HISTORY);
      await h.seed('products/a', {
        ...product('a', 'Trottinette électrique', 1, '2026-01-01T10:00:00.000Z'),
        old_price: 4590,
        reference_price: 4590,
      });
      const db = h.db(actor);
      await assertFails(db.ref('price_history').get());
      await assertFails(db.ref('price_history/a').get());
      await assertFails(db.ref('price_history/a/k1').get());
      await assertFails(db.ref('price_history/a').orderByChild('at').limitToLast(1).get());
      // Rewriting the past to justify a reduction, or appending a fake old price: refused.
      await assertFails(db.ref('price_history/a/k1/price_cents').set(999_999));
      await assertFails(db.ref('price_history/a/k0').set({ price_cents: 999_999, at: 0 }));
      await assertFails(db.ref('price_history/a').remove());
      await assertFails(db.ref('/').update({ 'price_history/b/k': { price_cents: 1, at: 0 } }));
      await assertFails(db.ref('products/a/reference_price').set(9_999));
      expect(await h.peek('price_history')).toEqual(HISTORY);
      expect(await h.peek('products/a/reference_price')).toBe(4590);
    },
  );
});
