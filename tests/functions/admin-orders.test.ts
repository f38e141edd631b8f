// Admin order callables, over HTTP: who may call them, bad input, creation for a customer,
// edits with exact stock, status changes (deletion: admin-orders-delete.test.ts). Every refusal
// changes nothing in the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@fohzshop/shared/messages';
import { closeAdmin, dump, read } from './support/admin.js';
import { newAccount, VISITOR, type Account } from './support/accounts.js';
import { call, succeed, type Caller } from './support/client.js';
import { createRequest, newOrder, orderOf, paidOrder, stockOf } from './support/admin-orders.js';
import { FRENCH } from './support/fixtures.js';
import { seedSettings } from './support/orders.js';
import { resetDatabase, seedProduct } from './support/seed.js';

/** Our own messages of the cross-field checks are French too, without zod's field wording. */
const FRENCH_TEXT = new RegExp(`${FRENCH.source}|Aucune modification|Changez le statut`);

let admin: Account;
let customer: Account;
let shared: string;

/** A valid request per callable, against the order `shared` (unpaid, 2 units of a-shared). */
const valid: Record<string, () => Record<string, unknown>> = {
  adminCreateOrder: () => createRequest(customer, { 'a-shared': 1 }),
  adminUpdateOrder: () => ({ order_id: shared, note: 'Client rappelé' }),
  adminDeleteOrder: () => ({ order_id: shared }),
  adminUpdateDelivery: () => ({ order_id: shared, status: 'pending', carrier: 'Colissimo' }),
  adminUpdateReturn: () => ({ order_id: shared, status: 'accepted' }),
  adminUpdatePayment: () => ({ order_id: shared, status: 'paid' }),
};

const DUPLICATE = { product_id: 'a', quantity: 1 };
/** Invalid requests per callable (each must be refused by validation). */
const invalid: Record<string, Record<string, unknown>[]> = {
  adminCreateOrder: [
    {},
    createRequest({ uid: 'x' } as Account, { 'a-shared': 0 }),
    createRequest({ uid: 'x' } as Account, { 'a-shared': 1 }, { payment_method: 'cash' }),
    createRequest({ uid: 'x' } as Account, { 'a-shared': 1 }, { payment_method: 'instalments' }),
    createRequest({ uid: 'a/b' } as Account, { 'a-shared': 1 }),
    createRequest({ uid: 'x' } as Account, {}),
  ],
  adminUpdateOrder: [
    { order_id: 'x' },
    { order_id: 'x', status: 'perdue' },
    { order_id: 'x', status: 'cancelled', items: [{ product_id: 'a', quantity: 1 }] },
    { order_id: 'x', items: [{ product_id: 'a', quantity: 1, unit_price: 1 }] },
    { order_id: 'x', items: [DUPLICATE, DUPLICATE] },
  ],
  adminDeleteOrder: [{}, { order_id: '' }, { order_id: 'a.b' }, { order_id: 'x', extra: 1 }],
  adminUpdateDelivery: [{ order_id: 'x' }, { order_id: 'x', status: 'lost' }],
  adminUpdateReturn: [{ order_id: 'x', status: 'done' }, { status: 'accepted' }],
  adminUpdatePayment: [
    { order_id: 'x', status: 'refunded', refund_amount: -5 },
    { order_id: 'x', status: 'refunded', refund_amount: 10.001 },
    { order_id: 'x', status: 'free' },
  ],
};

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
  [admin, customer] = await Promise.all([newAccount({ admin: true }), newAccount()]);
  shared = await newOrder(admin, customer, 'a-shared');
});
afterAll(closeAdmin);

describe.each(Object.keys(valid))('%s', (name) => {
  it.each([
    ['a visitor', () => VISITOR, 'unauthenticated', MESSAGES.unauthenticated],
    ['a signed-in customer', () => customer, 'permission-denied', MESSAGES.permissionDenied],
  ] as [string, () => Caller, string, string][])('refuses %s', async (_w, who, code, message) => {
    const before = await dump();
    expect(await call(name, valid[name]!(), who())).toMatchObject({ ok: false, code, message });
    expect(await dump()).toEqual(before);
  });

  it('refuses bad input in French and writes nothing', async () => {
    const before = await dump();
    for (const data of invalid[name]!) {
      const outcome = await call(name, data, admin);
      expect(outcome, JSON.stringify(data)).toMatchObject({ ok: false, code: 'invalid-argument' });
      expect(outcome.ok ? '' : outcome.message).toMatch(FRENCH_TEXT);
    }
    expect(await dump()).toEqual(before);
  });
});

describe('adminCreateOrder', () => {
  it('creates an order for the customer with catalogue prices and reserved stock', async () => {
    await seedProduct('c-one', { price: 149.99, stock: 5, name: 'Kaabo Mantis' });
    await seedProduct('c-two', { price: 0.1, stock: 9 });
    const answer = await succeed<{ order_id: string; number: string }>(
      'adminCreateOrder',
      createRequest(customer, { 'c-one': 2, 'c-two': 3 }, { note: 'Commande téléphone' }),
      admin,
    );
    expect(answer.number).toMatch(/^FZ-\d{4}-\d{6}$/);
    const order = await orderOf(answer.order_id);
    expect(order).toMatchObject({
      status: 'pending_payment',
      totals: { items: 300.28, total: 300.28 },
      stock_reserved: { 'c-one': 2, 'c-two': 3 },
      payment: { status: 'pending' },
    });
    // The customer reads the order: a role, no note; the admin's uid and the note are apart.
    expect(order!.history).toEqual([
      { at: expect.any(String), event: 'Commande créée par la boutique', by: 'admin' },
    ]);
    expect(order!.note).toBeUndefined();
    expect(await read(`order_admin/${answer.order_id}`)).toEqual({
      actors: [admin.uid],
      note: 'Commande téléphone',
      note_by: admin.uid,
      note_at: expect.any(String),
    });
    expect([await stockOf('c-one'), await stockOf('c-two')]).toEqual([3, 6]);
  });

  it('refuses an unknown customer and a shortage, writing nothing', async () => {
    await seedProduct('c-short', { stock: 1, name: 'Dualtron Victor' });
    const before = await dump();
    const unknown = await call(
      'adminCreateOrder',
      createRequest({ uid: 'nobody' } as Account, { 'c-short': 1 }),
      admin,
    );
    expect(unknown).toMatchObject({
      ok: false,
      code: 'not-found',
      message: 'Utilisateur introuvable.',
    });
    const short = await call('adminCreateOrder', createRequest(customer, { 'c-short': 2 }), admin);
    expect(short).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(short.ok ? '' : short.message).toMatch(/Stock insuffisant pour « Dualtron Victor »/);
    expect(await dump()).toEqual(before);
  });
});

describe('adminUpdateOrder', () => {
  it('moves the stock exactly when quantities go up, down and lines change', async () => {
    const id = await newOrder(admin, customer, 'e-main', 2, 10);
    await seedProduct('e-extra', { price: 20, stock: 4 });
    const edit = (items: Record<string, number>) =>
      succeed(
        'adminUpdateOrder',
        {
          order_id: id,
          items: Object.entries(items).map(([product_id, quantity]) => ({ product_id, quantity })),
        },
        admin,
      );
    await edit({ 'e-main': 5 });
    expect(await stockOf('e-main')).toBe(5);
    await edit({ 'e-main': 1, 'e-extra': 3 });
    expect([await stockOf('e-main'), await stockOf('e-extra')]).toEqual([9, 1]);
    await edit({ 'e-extra': 1 });
    expect([await stockOf('e-main'), await stockOf('e-extra')]).toEqual([10, 3]);
    const order = await orderOf(id);
    expect(order).toMatchObject({
      totals: { items: 20, total: 20 },
      stock_reserved: { 'e-extra': 1 },
    });
    expect(order!.items).toHaveLength(1);
    expect(order!.history.at(-1)).toMatchObject({
      event: 'Commande modifiée : articles',
      by: 'admin',
    });
  });

  it('adds a new product line: its stock taken exactly, refused in French beyond it', async () => {
    const id = await newOrder(admin, customer, 'n-main', 1, 10);
    await seedProduct('n-added', { price: 35.5, stock: 3, name: 'Chambre à air 10 pouces' });
    const lines = (added: number) => [
      { product_id: 'n-main', quantity: 1 },
      { product_id: 'n-added', quantity: added },
    ];
    const before = await dump();
    const beyond = await call('adminUpdateOrder', { order_id: id, items: lines(4) }, admin);
    expect(beyond).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(beyond.ok ? '' : beyond.message).toMatch(
      /^Stock insuffisant pour « Chambre à air 10 pouces »/,
    );
    expect(await dump()).toEqual(before);
    await succeed('adminUpdateOrder', { order_id: id, items: lines(2) }, admin);
    expect([await stockOf('n-main'), await stockOf('n-added')]).toEqual([9, 1]);
    expect(await orderOf(id)).toMatchObject({
      totals: { items: 220.99, total: 220.99 },
      stock_reserved: { 'n-main': 1, 'n-added': 2 },
      items: [
        { product_id: 'n-main', quantity: 1, unit_price: 149.99 },
        { product_id: 'n-added', quantity: 2, unit_price: 35.5 },
      ],
    });
  });

  it('refuses a raise beyond the stock, and any edit of a paid order, writing nothing', async () => {
    const unpaid = await newOrder(admin, customer, 'e-short', 2, 3);
    const paid = await paidOrder(admin, customer, 'e-paid');
    const before = await dump();
    const raise = await call(
      'adminUpdateOrder',
      { order_id: unpaid, items: [{ product_id: 'e-short', quantity: 9 }] },
      admin,
    );
    expect(raise).toMatchObject({ ok: false, code: 'failed-precondition' });
    const late = await call(
      'adminUpdateOrder',
      {
        order_id: paid,
        shipping_address: { ...createRequest(customer, {}).shipping_address, city: 'Lyon' },
      },
      admin,
    );
    expect(late).toMatchObject({
      ok: false,
      code: 'failed-precondition',
      message:
        "Les articles et les adresses ne se modifient qu'avant le paiement (la commande est « Payée »).",
    });
    const illegal = await call(
      'adminUpdateOrder',
      { order_id: unpaid, status: 'preparing' },
      admin,
    );
    expect(illegal).toMatchObject({
      ok: false,
      code: 'failed-precondition',
      message:
        'Transition impossible : la commande est « En attente de paiement » et ne peut pas passer à « En préparation ».',
    });
    const elsewhere = await call('adminUpdateOrder', { order_id: paid, status: 'shipped' }, admin);
    expect(elsewhere).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(await dump()).toEqual(before);
  });

  it('changes the status through the machine and cancels an unpaid order with its stock', async () => {
    const paid = await paidOrder(admin, customer, 's-prep');
    await succeed('adminUpdateOrder', { order_id: paid, status: 'preparing' }, admin);
    expect(await orderOf(paid)).toMatchObject({ status: 'preparing' });
    const unpaid = await newOrder(admin, customer, 's-cancel');
    await succeed('adminUpdateOrder', { order_id: unpaid, status: 'cancelled' }, admin);
    expect(await orderOf(unpaid)).toMatchObject({
      status: 'cancelled',
      payment: { status: 'cancelled' },
    });
    expect(await stockOf('s-cancel')).toBe(5);
  });
});
