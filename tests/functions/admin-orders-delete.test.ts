// adminDeleteOrder over HTTP: an unpaid order is removed, its stock given back exactly once, and
// a trace kept in order_deletions/{order_id} (the number is never reused: the trace explains the
// gap). Paid and invoiced orders are refused (invoices and credit notes are legal documents),
// writing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAdmin, db, dump, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import { call, succeed } from './support/client.js';
import { newOrder, orderOf, paidOrder, stockOf } from './support/admin-orders.js';
import { seedSettings } from './support/orders.js';
import { resetDatabase } from './support/seed.js';

let admin: Account;
let customer: Account;

const traceOf = (id: string) => read<Record<string, unknown>>(`order_deletions/${id}`);

const refuse = async (id: string, message: string) => {
  const before = await dump();
  expect(await call('adminDeleteOrder', { order_id: id }, admin)).toMatchObject({
    ok: false,
    code: 'failed-precondition',
    message,
  });
  expect(await dump()).toEqual(before);
};

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
  [admin, customer] = await Promise.all([newAccount({ admin: true }), newAccount()]);
});
afterAll(closeAdmin);

describe('adminDeleteOrder', () => {
  it('removes an unpaid order, gives its stock back exactly once and keeps a trace', async () => {
    const id = await newOrder(admin, customer, 'd-once');
    const { number, created_at } = (await read<Record<string, string>>(`orders/${id}`))!;
    expect(await stockOf('d-once')).toBe(3);
    const outcomes = await Promise.all([
      call('adminDeleteOrder', { order_id: id }, admin),
      call('adminDeleteOrder', { order_id: id }, admin),
    ]);
    // The second call finds the order gone, or claimed and finishes the same deletion.
    expect(outcomes.some((o) => o.ok)).toBe(true);
    for (const outcome of outcomes.filter((o) => !o.ok))
      expect(outcome).toMatchObject({ code: 'not-found', message: 'Commande introuvable.' });
    expect(await orderOf(id)).toBeNull();
    expect(await stockOf('d-once')).toBe(5);
    expect(await traceOf(id)).toEqual({
      order_id: id,
      number,
      user_id: customer.uid,
      customer: 'Léa Martin',
      totals: { items: 299.98, shipping: 0, discount: 0, total: 299.98 },
      status: 'pending_payment',
      payment_method: 'bank_transfer',
      payment_status: 'pending',
      items: [{ product_id: 'd-once', name: expect.any(String), quantity: 2 }],
      stock_restored: { 'd-once': 2 },
      stock_restored_earlier: false,
      order_created_at: created_at,
      deleted_at: expect.any(String),
      deleted_by: admin.uid,
    });
    expect(await call('adminDeleteOrder', { order_id: id }, admin)).toMatchObject({
      ok: false,
      code: 'not-found',
    });
  });

  it('gives nothing more back for a cancelled order, and says so in its trace', async () => {
    const id = await newOrder(admin, customer, 'd-cancelled');
    await succeed('adminUpdateOrder', { order_id: id, status: 'cancelled' }, admin);
    expect(await stockOf('d-cancelled')).toBe(5);
    await succeed('adminDeleteOrder', { order_id: id }, admin);
    expect(await stockOf('d-cancelled')).toBe(5);
    const trace = await traceOf(id);
    expect(trace).toMatchObject({
      status: 'cancelled',
      payment_status: 'cancelled',
      stock_restored_earlier: true,
    });
    expect(trace).not.toHaveProperty('stock_restored');
  });

  it('finishes a deletion interrupted after its claim, without giving the stock twice', async () => {
    const id = await newOrder(admin, customer, 'd-claimed');
    // What the first step leaves (order claimed, stock given back) if the function stops there.
    const claim = { by: 'admin', at: new Date().toISOString() };
    await db().ref('products/d-claimed/stock').set(5);
    await db()
      .ref(`orders/${id}`)
      .update({
        stock_released_at: claim.at,
        deletion: {
          ...claim,
          status: 'pending_payment',
          payment_status: 'pending',
          earlier: false,
        },
      });
    // Claimed: nothing else may change it any more (the transfer arrives too late).
    expect(await call('adminUpdatePayment', { order_id: id, status: 'paid' }, admin)).toMatchObject(
      { ok: false, code: 'not-found' },
    );
    await succeed('adminDeleteOrder', { order_id: id }, admin);
    expect(await orderOf(id)).toBeNull();
    expect(await stockOf('d-claimed')).toBe(5);
    expect(await traceOf(id)).toMatchObject({
      status: 'pending_payment',
      deleted_by: admin.uid,
      deleted_at: claim.at,
      stock_restored: { 'd-claimed': 2 },
    });
  });

  it('refuses a paid order, writing nothing', async () => {
    const id = await paidOrder(admin, customer, 'd-paid');
    await refuse(id, "Cette commande a été payée : remboursez-la d'abord.");
  });

  it('refuses an invoiced order, even refunded or with its payment cancelled', async () => {
    const invoiced =
      'Cette commande a été facturée : ses factures et avoirs doivent être conservés, elle ne peut pas être supprimée.';
    const refunded = await paidOrder(admin, customer, 'd-refunded');
    await succeed(
      'adminUpdatePayment',
      { order_id: refunded, status: 'refunded', refund_amount: 299.98 },
      admin,
    );
    expect(await orderOf(refunded)).toMatchObject({
      status: 'cancelled',
      payment: { status: 'refunded' },
      invoice: { number: expect.stringMatching(/^FA-/) },
    });
    await refuse(refunded, invoiced);
    // An invoice number alone is enough to keep the order.
    const numbered = await newOrder(admin, customer, 'd-numbered');
    await succeed('adminUpdateOrder', { order_id: numbered, status: 'cancelled' }, admin);
    await db()
      .ref(`orders/${numbered}/invoice`)
      .set({ number: 'FA-2026-999999', issued_at: new Date().toISOString() });
    await refuse(numbered, invoiced);
  });
});
