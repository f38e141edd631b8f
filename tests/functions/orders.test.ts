// placeOrder: prices from the catalogue only, stock reserved, sequential number, cart emptied,
// one order per idempotency key, and French refusals that leave the database as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderSchema, ORDER_NUMBER_PATTERN } from '@fohzshop/shared/schemas/order';
import { closeAdmin, db, dump, read } from './support/admin.js';
import { newAccount, VISITOR, type Account } from './support/accounts.js';
import {
  orderRequest,
  placeOrder,
  seedCart,
  seedSettings,
  SHOP_SETTINGS,
  type OrderAnswer,
} from './support/orders.js';
import { resetDatabase, seedProduct } from './support/seed.js';
import { PAYMENT_SANDBOX_ORIGIN } from './support/stack.js';

let customer: Account;

const answer = async (data: unknown, who: Account = customer): Promise<OrderAnswer> => {
  const outcome = await placeOrder(data, who);
  if (!outcome.ok) throw new Error(`placeOrder failed: ${outcome.code} ${outcome.message}`);
  return outcome.result;
};

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
  customer = await newAccount();
});
afterAll(closeAdmin);

describe('placeOrder', () => {
  it('places a bank-transfer order priced from the database', async () => {
    await seedProduct('p-scooter', { price: 1299.9, stock: 5 });
    await seedProduct('p-tyre', {
      name: 'Pneu 10"',
      type: 'Pièce détachée',
      price: 0.1,
      stock: 10,
    });
    await seedCart(customer.uid, { 'p-scooter': 2, 'p-tyre': 3 });
    const result = await answer(orderRequest());
    expect(result.number).toMatch(ORDER_NUMBER_PATTERN);
    expect(result.payment_url).toBeUndefined();
    const order = OrderSchema.parse(await read(`orders/${result.order_id}`));
    expect(order).toMatchObject({
      user_id: customer.uid,
      email: customer.email,
      status: 'pending_payment',
      totals: { items: 2600.1, shipping: 0, total: 2600.1 },
      payment: {
        method: 'bank_transfer',
        status: 'pending',
        transfer: { ...SHOP_SETTINGS.bank, reference: result.number },
      },
      delivery: { status: 'pending' },
      stock_reserved: { 'p-scooter': 2, 'p-tyre': 3 },
      take_back: false, // a scooter: the 1-for-1 take-back was offered, not asked for
    });
    expect(order.totals).not.toHaveProperty('eco_fee');
    expect(order.items.map((i) => [i.product_id, i.unit_price, i.quantity])).toEqual([
      ['p-scooter', 1299.9, 2],
      ['p-tyre', 0.1, 3],
    ]);
    expect(order.history).toEqual([
      { at: order.created_at, event: 'Commande passée', by: 'customer' },
    ]);
    const held = Date.parse(order.expires_at!) - Date.parse(order.created_at);
    expect(held).toBe(72 * 3600 * 1000); // settings/shop.bank_transfer_hold_hours
    expect(await read('products/p-scooter/stock')).toBe(3);
    expect(await read('products/p-tyre/stock')).toBe(7);
    expect(await read(`carts/${customer.uid}/items`)).toBeNull();
  });

  it('never trusts prices: a tampered cart and request fields change nothing', async () => {
    await seedProduct('p-cheap', { price: 499, stock: 3 });
    await seedCart(customer.uid, { 'p-cheap': 1 });
    // A price smuggled into the cart record (only the Admin SDK could even write it).
    await db().ref(`carts/${customer.uid}/items/p-cheap/price`).set(0.01);
    for (const extra of [{ total: 0.01 }, { items: [{ product_id: 'p-cheap', unit_price: 0 }] }]) {
      const refused = await placeOrder({ ...orderRequest(), ...extra }, customer);
      expect(refused).toMatchObject({ ok: false, code: 'invalid-argument' });
    }
    const result = await answer(orderRequest());
    const order = OrderSchema.parse(await read(`orders/${result.order_id}`));
    expect(order.totals.total).toBe(499);
    expect(order.items[0]!.unit_price).toBe(499);
  });

  it('computes the éco-participation on the server, whatever the client sends', async () => {
    await seedProduct('p-eco', { price: 1999, stock: 3, eco_fee_cents: 250 });
    const charger = { type: 'Pièce détachée', name: 'Chargeur 60 V', price: 49.9 };
    await seedProduct('p-eco-part', { ...charger, stock: 5, eco_fee_cents: 20 });
    await seedCart(customer.uid, { 'p-eco': 1, 'p-eco-part': 2 });
    // A fee smuggled into the cart record (only the Admin SDK could even write it)…
    await db().ref(`carts/${customer.uid}/items/p-eco/eco_fee_cents`).set(0);
    // …and into the request: refused, nothing written.
    const before = await dump();
    for (const extra of [{ eco_fee: 0 }, { totals: { eco_fee: 0 } }]) {
      const refused = await placeOrder({ ...orderRequest(), ...extra }, customer);
      expect(refused).toMatchObject({ ok: false, code: 'invalid-argument' });
    }
    expect(await dump()).toEqual(before);
    const result = await answer(orderRequest({ take_back: true }));
    const order = OrderSchema.parse(await read(`orders/${result.order_id}`));
    // Included in the prices: 1 999 € + 2 × 49,90 €, of which 2,50 € + 2 × 0,20 €.
    expect(order.totals).toMatchObject({ items: 2098.8, total: 2098.8, eco_fee: 2.9 });
    expect(order.items.map((i) => [i.product_id, i.eco_fee])).toEqual([
      ['p-eco', 2.5],
      ['p-eco-part', 0.2],
    ]);
    expect(order.take_back).toBe(true);
  });

  it('gives consecutive numbers to consecutive orders', async () => {
    await seedProduct('p-seq', { stock: 10 });
    const numbers: number[] = [];
    for (let i = 0; i < 2; i++) {
      await seedCart(customer.uid, { 'p-seq': 1 });
      numbers.push(Number((await answer(orderRequest())).number.slice(-6)));
    }
    expect(numbers[1]).toBe(numbers[0]! + 1);
  });

  it('is idempotent: the same key twice (in a row or at once) makes one order', async () => {
    await seedProduct('p-idem', { stock: 4 });
    await seedCart(customer.uid, { 'p-idem': 1 });
    const request = orderRequest();
    const first = await answer(request);
    expect(await answer(request)).toEqual(first);
    await seedCart(customer.uid, { 'p-idem': 1 });
    const parallel = orderRequest();
    const twins = await Promise.all([answer(parallel), answer(parallel), answer(parallel)]);
    expect(new Set(twins.map((t) => t.order_id)).size).toBe(1);
    expect(await read('products/p-idem/stock')).toBe(2);
    const mine = await db()
      .ref('orders')
      .orderByChild('user_id')
      .equalTo(customer.uid)
      .once('value');
    const idem = Object.values(
      mine.val() as Record<string, { items: { product_id: string }[] }>,
    ).filter((o) => o.items[0]!.product_id === 'p-idem');
    expect(idem).toHaveLength(2);
  });

  it('builds the instalment schedule and an Alma payment (payment sandbox) for online payment', async () => {
    await seedProduct('p-inst', { price: 1000.01, stock: 2 });
    await seedCart(customer.uid, { 'p-inst': 1 });
    const result = await answer(orderRequest({ payment_method: 'instalments', instalments: 3 }));
    expect(result.payment_url).toMatch(
      /^https:\/\/boutique\.test\/paiement-test\?session=payment_/,
    );
    const order = OrderSchema.parse(await read(`orders/${result.order_id}`));
    expect(order.payment.schedule!.map((s) => s.amount)).toEqual([333.35, 333.33, 333.33]);
    expect(order.payment).toMatchObject({ provider: 'alma', instalments: 3 });
    const pid = new URL(result.payment_url!).searchParams.get('session');
    expect(order.payment.provider_ref).toBe(pid);
    const alma = await fetch(`${PAYMENT_SANDBOX_ORIGIN}/sandbox/sessions/${pid}`);
    expect(await alma.json()).toMatchObject({ amount_cents: 100001, instalments: 3 });
  });

  it('takes what a backorder product has and orders the rest', async () => {
    await seedProduct('p-back', { stock: 1, backorder: true });
    await seedCart(customer.uid, { 'p-back': 3 });
    const result = await answer(orderRequest());
    expect(await read(`orders/${result.order_id}/stock_reserved`)).toEqual({ 'p-back': 1 });
    expect(await read('products/p-back/stock')).toBe(0);
  });
});

describe('placeOrder refusals write nothing', () => {
  const refusals: [string, () => Promise<void>, unknown, string, RegExp][] = [
    [
      'an empty cart',
      async () => db().ref(`carts/${customer.uid}`).remove(),
      orderRequest,
      'failed-precondition',
      /panier est vide/,
    ],
    [
      'a take-back without a scooter',
      async () => {
        await seedProduct('p-tube', { type: 'Pièce détachée', name: 'Chambre à air', stock: 5 });
        await seedCart(customer.uid, { 'p-tube': 1 });
      },
      () => orderRequest({ take_back: true }),
      'failed-precondition',
      /reprise gratuite d’un ancien appareil est proposée avec l’achat d’une trottinette/,
    ],
    [
      'an unknown product',
      async () => seedCart(customer.uid, { 'p-ghost': 1 }),
      orderRequest,
      'failed-precondition',
      /n'est plus disponible/,
    ],
    [
      'more than the stock',
      async () => {
        await seedProduct('p-rare', { name: 'Kaabo Wolf King', stock: 2 });
        await seedCart(customer.uid, { 'p-rare': 3 });
      },
      orderRequest,
      'failed-precondition',
      /^Stock insuffisant pour « Kaabo Wolf King » : 2 exemplaires disponibles\.$/,
    ],
    [
      'a line whose stock ran out',
      async () => {
        await seedProduct('p-ok', { stock: 5 });
        await seedProduct('p-none', { name: 'Frein', stock: 0 });
        await seedCart(customer.uid, { 'p-ok': 1, 'p-none': 1 });
      },
      orderRequest,
      'failed-precondition',
      /rupture de stock/,
    ],
    [
      'instalments under 50 €',
      async () => {
        await seedProduct('p-small', { price: 20, stock: 5 });
        await seedCart(customer.uid, { 'p-small': 1 });
      },
      () => orderRequest({ payment_method: 'instalments', instalments: 2 }),
      'failed-precondition',
      /à partir de 50,00/,
    ],
    [
      // The lender's upper limit: the offer is credit, refused above it whatever the client says.
      'instalments over 5 000 €',
      async () => {
        await seedProduct('p-big', { price: 2600, stock: 5 });
        await seedCart(customer.uid, { 'p-big': 2 });
      },
      () => orderRequest({ payment_method: 'instalments', instalments: 4 }),
      'failed-precondition',
      /^Le paiement en plusieurs fois est disponible jusqu'à 5\s000,00\s€ d'achat\.$/,
    ],
  ];
  it.each(refusals)('refuses %s', async (_label, arrange, request, code, message) => {
    await arrange();
    const before = await dump();
    const outcome = await placeOrder((request as () => unknown)(), customer);
    expect(outcome).toMatchObject({ ok: false, code });
    expect(outcome.ok ? '' : outcome.message).toMatch(message);
    expect(await dump()).toEqual(before);
  });

  it('refuses a visitor', async () => {
    const before = await dump();
    expect(await placeOrder(orderRequest(), VISITOR)).toMatchObject({
      ok: false,
      code: 'unauthenticated',
    });
    expect(await dump()).toEqual(before);
  });

  it('refuses bank transfer when the shop has no bank details, before touching stock', async () => {
    await seedProduct('p-nobank', { stock: 5 });
    await seedCart(customer.uid, { 'p-nobank': 1 });
    await db().ref('settings/shop/bank').remove();
    const before = await dump();
    const outcome = await placeOrder(orderRequest(), customer);
    expect(outcome).toMatchObject({ ok: false, code: 'unavailable' });
    expect(await dump()).toEqual(before);
    await seedSettings();
  });
});
