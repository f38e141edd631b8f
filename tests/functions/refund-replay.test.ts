// A refund's grand livre entry and credit note « exactly once, even when a call is replayed »
// (audit of issue #9, gap 2): the function crashed (or timed out) right after committing the
// refund on the order, before booking it and issuing its credit note. The admin's retry with
// the same request key must not refund again, and must leave both records there, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAdmin, db, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import { succeed } from './support/client.js';
import { orderOf, paidOrder } from './support/admin-orders.js';
import { seedSettings } from './support/orders.js';
import { resetDatabase } from './support/seed.js';

let admin: Account;
let customer: Account;

const refundEntries = async (orderId: string) =>
  Object.values((await read<Record<string, Record<string, unknown>>>('ledger')) ?? {}).filter(
    (entry) => entry.order_id === orderId && entry.automatic === 'refund',
  );

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
  [admin, customer] = await Promise.all([newAccount({ admin: true }), newAccount()]);
});
afterAll(closeAdmin);

describe('a replayed refund request', () => {
  it('books the refund and issues its credit note when the first call stopped after the commit', async () => {
    const id = await paidOrder(admin, customer, 'rr-crash');
    // What the first call left: the refund on the order, nothing after it.
    await db()
      .ref(`orders/${id}/payment`)
      .update({
        status: 'partially_refunded',
        refunded_amount: 50,
        refunds: {
          refund_1: {
            amount: 50,
            at: '2026-03-02T10:00:00.000Z',
            // The order says only « admin » (its customer reads it): the uid is in order_admin.
            by: 'admin',
            request_key: 'rq-crash',
          },
        },
      });
    expect(await refundEntries(id)).toEqual([]);
    const retry = { order_id: id, status: 'partially_refunded', refund_amount: 50 };

    await succeed('adminUpdatePayment', { ...retry, request_key: 'rq-crash' }, admin);
    const order = await orderOf(id);
    expect(order!.payment).toMatchObject({ refunded_amount: 50 }); // not refunded twice
    expect(Object.keys(order!.payment.refunds ?? {})).toEqual(['refund_1']);
    expect(await refundEntries(id)).toEqual([
      expect.objectContaining({
        entry_id: `auto_${id}_refund_1`,
        kind: 'expense',
        amount: 50,
        created_by: admin.uid,
      }),
    ]);
    const notes = (await read<Record<string, { number: string; amount: number }>>(
      `orders/${id}/credit_notes`,
    ))!;
    expect(Object.entries(notes).map(([key, note]) => [key, note.amount])).toEqual([
      ['refund_1', 50],
    ]);

    // Sent once more: still one entry and the same credit note.
    await succeed('adminUpdatePayment', { ...retry, request_key: 'rq-crash' }, admin);
    expect(await refundEntries(id)).toHaveLength(1);
    expect(await read(`orders/${id}/credit_notes`)).toEqual(notes);
  });
});
