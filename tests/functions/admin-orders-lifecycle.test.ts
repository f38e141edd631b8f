// An order's life in the Hyperviseur, over HTTP: payment received, delivery (shipped,
// delivered), return (accepted, received, refunded) and refunds, partial then the rest, with
// their grand livre entries and credit notes. Illegal transitions are refused in French and
// change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAdmin, dump, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import { call, succeed } from './support/client.js';
import { newOrder, orderOf, paidOrder, stockOf } from './support/admin-orders.js';
import { seedSettings } from './support/orders.js';
import { resetDatabase } from './support/seed.js';

let admin: Account;
let customer: Account;

const ledgerOf = async (orderId: string) =>
  Object.values((await read<Record<string, Record<string, unknown>>>('ledger')) ?? {}).filter(
    (entry) => entry.order_id === orderId,
  );

const refuse = async (name: string, data: Record<string, unknown>, message: RegExp | string) => {
  const before = await dump();
  const outcome = await call(name, data, admin);
  expect(outcome).toMatchObject({ ok: false, code: 'failed-precondition' });
  expect(outcome.ok ? '' : outcome.message).toMatch(message);
  expect(await dump()).toEqual(before);
};

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
  [admin, customer] = await Promise.all([newAccount({ admin: true }), newAccount()]);
});
afterAll(closeAdmin);

describe('adminUpdateDelivery', () => {
  it('refuses to ship an unpaid order, naming both statuses', async () => {
    const id = await newOrder(admin, customer, 'l-unpaid');
    await refuse(
      'adminUpdateDelivery',
      { order_id: id, status: 'shipped' },
      'Transition impossible : la commande est « En attente de paiement » et ne peut pas passer à « Expédiée ».',
    );
  });

  it('ships (through « En préparation ») and delivers, with dates, carrier and history', async () => {
    const id = await paidOrder(admin, customer, 'l-ship');
    await succeed(
      'adminUpdateDelivery',
      { order_id: id, status: 'shipped', carrier: 'Colissimo', tracking_number: '6A123' },
      admin,
    );
    let order = await orderOf(id);
    expect(order).toMatchObject({
      status: 'shipped',
      delivery: { status: 'shipped', carrier: 'Colissimo', tracking_number: '6A123' },
    });
    expect(order!.delivery.shipped_at).toEqual(expect.any(String));
    expect(order!.history.slice(-3).map((h) => h.event)).toEqual([
      'Statut : En préparation',
      'Statut : Expédiée',
      'Livraison : Expédiée',
    ]);
    await succeed(
      'adminUpdateDelivery',
      { order_id: id, status: 'shipped', tracking_number: '6B9' },
      admin,
    );
    await succeed('adminUpdateDelivery', { order_id: id, status: 'delivered' }, admin);
    order = await orderOf(id);
    expect(order).toMatchObject({ status: 'delivered', delivery: { tracking_number: '6B9' } });
    expect(order!.delivery.delivered_at).toEqual(expect.any(String));
    await refuse(
      'adminUpdateDelivery',
      { order_id: id, status: 'shipped' },
      'Transition impossible : la livraison est « Livrée » et ne peut pas passer à « Expédiée ».',
    );
  });
});

describe('returns and refunds of a delivered order', () => {
  it('accepts, receives, refunds in full, then closes the return', async () => {
    const id = await paidOrder(admin, customer, 'l-return');
    await succeed('adminUpdateDelivery', { order_id: id, status: 'shipped' }, admin);
    await succeed('adminUpdateDelivery', { order_id: id, status: 'delivered' }, admin);
    await refuse(
      'adminUpdateReturn',
      { order_id: id, status: 'accepted' },
      "n'a pas de demande de retour",
    );
    await succeed(
      'requestReturn',
      { order_id: id, reason: 'Trop lourde pour mon usage.' },
      customer,
    );
    await refuse(
      'adminUpdateReturn',
      { order_id: id, status: 'received' },
      /« Demandé » et ne peut pas passer à « Reçu »/,
    );
    await succeed('adminUpdateReturn', { order_id: id, status: 'accepted' }, admin);
    await refuse(
      'adminUpdatePayment',
      { order_id: id, status: 'refunded' },
      /attend la réception du retour/,
    );
    await succeed('adminUpdateReturn', { order_id: id, status: 'received' }, admin);
    await succeed('adminUpdatePayment', { order_id: id, status: 'refunded' }, admin);
    const order = await orderOf(id);
    expect(order).toMatchObject({
      status: 'refunded',
      payment: { status: 'refunded', refunded_amount: 299.98 },
      return: { status: 'refunded' },
    });
    expect(order!.return!.accepted_at).toEqual(expect.any(String));
    expect(order!.return!.received_at).toEqual(expect.any(String));
    expect(Object.values(order!.credit_notes ?? {})).toMatchObject([{ amount: 299.98 }]);
    // Shipped goods are not put back into stock by the refund.
    expect(await stockOf('l-return')).toBe(3);
  });
});

describe('adminUpdatePayment', () => {
  it('books the received transfer once as revenue', async () => {
    const id = await paidOrder(admin, customer, 'p-paid');
    await refuse('adminUpdatePayment', { order_id: id, status: 'paid' }, /déjà « Payé/);
    expect(await ledgerOf(id)).toMatchObject([
      { kind: 'revenue', category: 'sales', amount: 299.98, vat_rate: 20, automatic: 'payment' },
    ]);
  });

  it('refunds part, then the rest: amounts accumulate, entries and credit notes follow', async () => {
    const id = await paidOrder(admin, customer, 'p-refund');
    await refuse(
      'adminUpdatePayment',
      { order_id: id, status: 'partially_refunded', refund_amount: 300 },
      'Le remboursement dépasse ce qui reste à rembourser (299,98',
    );
    await refuse(
      'adminUpdatePayment',
      { order_id: id, status: 'partially_refunded' },
      'Indiquez le montant à rembourser.',
    );
    await succeed(
      'adminUpdatePayment',
      { order_id: id, status: 'partially_refunded', refund_amount: 100.1 },
      admin,
    );
    let order = await orderOf(id);
    expect(order).toMatchObject({
      status: 'paid',
      payment: { status: 'partially_refunded', refunded_amount: 100.1 },
    });
    await refuse(
      'adminUpdatePayment',
      { order_id: id, status: 'refunded', refund_amount: 50 },
      /il reste 199,88/,
    );
    await succeed(
      'adminUpdatePayment',
      { order_id: id, status: 'refunded', refund_amount: 199.88 },
      admin,
    );
    order = await orderOf(id);
    // Never shipped: the full refund cancels the order and its stock comes back.
    expect(order).toMatchObject({
      status: 'cancelled',
      payment: { status: 'refunded', refunded_amount: 299.98 },
    });
    expect(await stockOf('p-refund')).toBe(5);
    expect(Object.values(order!.payment.refunds ?? {}).map((r) => r.amount)).toEqual([
      100.1, 199.88,
    ]);
    expect(
      Object.values(order!.credit_notes ?? {})
        .map((c) => c.amount)
        .sort(),
    ).toEqual([100.1, 199.88]);
    const entries = await ledgerOf(id);
    expect(entries.map((e) => [e.kind, e.category, e.amount]).sort()).toEqual([
      ['expense', 'refunds', 100.1],
      ['expense', 'refunds', 199.88],
      ['revenue', 'sales', 299.98],
    ]);
    await refuse('adminUpdatePayment', { order_id: id, status: 'refunded' }, /« Remboursé »/);
  });

  it('refuses to refund an unpaid order and hand-set provider statuses', async () => {
    const id = await newOrder(admin, customer, 'p-unpaid');
    await refuse(
      'adminUpdatePayment',
      { order_id: id, status: 'partially_refunded', refund_amount: 5 },
      'Transition impossible : le paiement est « En attente » et ne peut pas passer à « Partiellement remboursé ».',
    );
    await refuse(
      'adminUpdatePayment',
      { order_id: id, status: 'failed' },
      /prestataire de paiement/,
    );
    await succeed('adminUpdatePayment', { order_id: id, status: 'cancelled' }, admin);
    expect(await orderOf(id)).toMatchObject({
      status: 'cancelled',
      payment: { status: 'cancelled' },
    });
    expect(await stockOf('p-unpaid')).toBe(5);
  });
});
