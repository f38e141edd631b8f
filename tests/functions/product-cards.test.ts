// product_cards stays exactly in step with products/*: after every writer of products (the
// product callables over HTTP, orders and their stock, the expiry job and the cancellations),
// product_cards equals { id: cardOf(parseStoredProduct(products[id])) } for every readable
// product, with no extra card. The nightly rebuild heals a card broken by a direct write, and a
// refused call changes nothing, cards included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CARDS } from '@fohzshop/shared/catalog/product-card';
import { closeAdmin, db, dump, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import { expectCardsInStep } from './support/cards.js';
import { call, succeed, type Caller } from './support/client.js';
import { productInput } from './support/fixtures.js';
import { loadFunctions, runScheduled } from './support/in-process.js';
import { orderRequest, placeOrder, seedCart, seedSettings } from './support/orders.js';
import { resetDatabase } from './support/seed.js';
import type * as ExpiryModule from '@fohzshop/functions/src/orders/expire-orders.js';
import type * as CardsModule from '@fohzshop/functions/src/products/product-cards.js';

let admin: Account;
let customers: Account[];
let expiry: typeof ExpiryModule;
let cards: typeof CardsModule;

const fromIp = (ip: string): Caller => ({ headers: { 'x-forwarded-for': ip } });
const create = (product_id: string, overrides: Parameters<typeof productInput>[0] = {}) =>
  succeed('createProduct', { product_id, product: productInput(overrides) }, admin);
/** A bank-transfer order of `items` by `customer`; its id, or the refusal. */
async function order(customer: Account, items: Record<string, number>) {
  await seedCart(customer.uid, items);
  return placeOrder(orderRequest(), customer);
}
const orderId = (outcome: Awaited<ReturnType<typeof order>>): string => {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.result.order_id;
};

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
  [admin, ...customers] = await Promise.all([
    newAccount({ admin: true }),
    ...[1, 2, 3, 4, 5].map(() => newAccount()),
  ]);
  // The functions' modules in this process, against the test database (expiry, rebuild).
  await loadFunctions();
  expiry = await import('@fohzshop/functions/src/orders/expire-orders.js');
  cards = await import('@fohzshop/functions/src/products/product-cards.js');
});
afterAll(closeAdmin);

describe('product_cards in step with products', () => {
  it('follows create, update, views, delete and cleansing', async () => {
    await create('pc-scooter', { name: 'Kaabo Wolf King GT', stock: 3 });
    await create('pc-part', {
      name: 'Pneu 11 pouces',
      type: 'Pièce détachée',
      brand: 'FōhzShop',
      old_price: undefined,
      specs: undefined,
    });
    const generated = await succeed<{ product_id: string }>(
      'createProduct',
      { product: productInput({ name: 'Garde-boue arrière' }) },
      admin,
    );
    expect(generated.product_id).toBe('garde-boue-arriere');
    await expectCardsInStep('create');

    const update = productInput({
      name: 'Kaabo Wolf King GT Pro',
      price: 4290.5,
      old_price: undefined,
      stock: 7,
      type: 'Pièce compétition',
      brand: 'Kaabo',
      images: ['/images/new-first.webp', '/images/new-second.webp'],
      compatible_with: ['pc-part', 'garde-boue-arriere'],
      backorder: true,
    });
    // The stock edit 3 → 7, the admin having seen 3.
    await succeed(
      'updateProduct',
      { product_id: 'pc-scooter', product: update, expected_stock: 3 },
      admin,
    );
    const card = await read<Record<string, unknown>>(`${PRODUCT_CARDS}/pc-scooter`);
    expect(card).toMatchObject({
      p: 429050,
      s: 7,
      t: 'Pièce compétition',
      i: '/images/new-first.webp',
    });
    expect(card).not.toHaveProperty('o');
    await expectCardsInStep('update');

    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.2'])
      await succeed('recordProductView', { product_id: 'pc-part' }, fromIp(ip));
    expect(await read(`${PRODUCT_CARDS}/pc-part/v`)).toBe(2);
    await expectCardsInStep('views');

    await succeed('deleteProduct', { product_id: 'garde-boue-arriere' }, admin);
    expect(await read(`${PRODUCT_CARDS}/garde-boue-arriere`)).toBeNull();
    await expectCardsInStep('delete');

    // A product only the console could write (unrepairable price) gets no card, and a view of
    // it creates none; an orphan card left behind goes with the cleansing.
    await db().ref('products/pc-broken').set({ name: 'Cassé', price: 'gratuit', views: 1 });
    await db().ref(`${PRODUCT_CARDS}/pc-orphan`).set({ n: 'Ancien', p: 100, c: 0 });
    await succeed('recordProductView', { product_id: 'pc-broken' }, fromIp('203.0.113.3'));
    expect(await read(`${PRODUCT_CARDS}/pc-broken`)).toBeNull();
    await succeed('cleanseProducts', {}, admin);
    expect(await read(`${PRODUCT_CARDS}/pc-part/v`)).toBe(0);
    await expectCardsInStep('cleanse');
  });

  it('follows stock taken by orders and released by expiry, cancellation and deletion', async () => {
    const [a, b, c] = customers as [Account, Account, Account];
    await create('pc-stock', { name: 'Batterie 60V', stock: 6 });
    await create('pc-backorder', { name: 'Moteur 1200W', stock: 1, backorder: true });
    const first = orderId(await order(a, { 'pc-stock': 2, 'pc-backorder': 3 }));
    expect(await read(`${PRODUCT_CARDS}/pc-stock/s`)).toBe(4);
    expect(await read(`${PRODUCT_CARDS}/pc-backorder/s`)).toBe(0);
    await expectCardsInStep('order placed');
    const second = orderId(await order(b, { 'pc-stock': 1 }));
    const third = orderId(await order(c, { 'pc-stock': 1 }));
    await expectCardsInStep('more orders');

    await db()
      .ref(`orders/${first}/expires_at`)
      .set(new Date(Date.now() - 60_000).toISOString());
    expect(await expiry.expireDueOrders()).toEqual([first]);
    expect(await read(`${PRODUCT_CARDS}/pc-stock/s`)).toBe(4);
    await expectCardsInStep('expiry');

    await succeed('adminUpdateOrder', { order_id: second, status: 'cancelled' }, admin);
    await expectCardsInStep('cancellation');
    // The product goes, then its order: the units come back to no product, and no card appears.
    await succeed('deleteProduct', { product_id: 'pc-stock' }, admin);
    await succeed('adminDeleteOrder', { order_id: third }, admin);
    expect(await read(`${PRODUCT_CARDS}/pc-stock`)).toBeNull();
    await expectCardsInStep('release after deletion');
  });

  it('composes concurrent orders of the last units', async () => {
    await create('pc-hot', { name: 'Dualtron Victor', stock: 3 });
    const outcomes = await Promise.all(customers.map((c) => order(c, { 'pc-hot': 1 })));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(3);
    expect(await read('products/pc-hot/stock')).toBe(0);
    expect(await read(`${PRODUCT_CARDS}/pc-hot/s`)).toBe(0);
    await expectCardsInStep('concurrent orders');
  });

  it('heals a card broken by a direct write, a missing one and an orphan with the rebuild', async () => {
    await create('pc-heal', { name: 'Frein à disque', stock: 2 });
    await db().ref(`${PRODUCT_CARDS}/pc-heal/p`).set(1);
    await db().ref(`${PRODUCT_CARDS}/pc-hot`).remove();
    await db().ref(`${PRODUCT_CARDS}/pc-ghost`).set({ n: 'Fantôme', p: 100, c: 0 });
    await db().ref('products/pc-heal/stock').set(9); // console edit of the product itself
    await expect(expectCardsInStep('drifted')).rejects.toThrow(); // the check does see drift
    expect(await cards.rebuildProductCards()).toBe(3);
    await expectCardsInStep('rebuild');
    expect(await cards.rebuildProductCards()).toBe(0); // nothing left to heal

    const { rebuildProductCardsDaily } = await loadFunctions();
    await db().ref(`${PRODUCT_CARDS}/pc-heal/n`).set('Autre nom');
    await runScheduled(rebuildProductCardsDaily);
    await expectCardsInStep('nightly rebuild');
  });

  it('changes nothing, cards included, on refused calls', async () => {
    const before = await dump();
    const refused = await Promise.all([
      call('createProduct', { product_id: 'pc-heal', product: productInput() }, admin),
      call('createProduct', { product: productInput({ price: -1 }) }, admin),
      call('createProduct', { product: productInput() }, customers[0]),
      call(
        'updateProduct',
        { product_id: 'inconnu', product: productInput(), expected_stock: 4 },
        admin,
      ),
      call(
        'updateProduct',
        { product_id: 'pc-heal', product: productInput({ stock: 5 }), expected_stock: 1 },
        admin,
      ),
      call('updateProduct', { product_id: 'pc-heal', product: { name: '' } }, admin),
      call('deleteProduct', { product_id: 'inconnu' }, admin),
      call('deleteProduct', { product_id: 'pc-heal' }, customers[0]),
      call('recordProductView', { product_id: 'inconnu' }, fromIp('203.0.113.9')),
      call('cleanseProducts', {}, customers[0]),
    ]);
    expect(refused.filter((o) => o.ok)).toEqual([]);
    expect(await dump()).toEqual(before);
    await expectCardsInStep('refusals');
  });
});
