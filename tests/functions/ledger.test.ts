// Grand livre callables over HTTP: access, bad input, automatic entries locked, one revenue
// entry per payment even when the provider's callback is replayed, and the invoice / credit
// note numbers the automatic entries carry for the FEC. Editing and reversing manual entries:
// ledger-reversal.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@fohzshop/shared/messages';
import { closeAdmin, db, dump, read } from './support/admin.js';
import { newAccount, VISITOR, type Account } from './support/accounts.js';
import { call, succeed, type Caller } from './support/client.js';
import { FRENCH } from './support/fixtures.js';
import {
  orderRequest,
  placeOrder,
  chooseOnTestPage,
  sessionOf,
  seedCart,
  seedSettings,
} from './support/orders.js';
import { resetDatabase, seedProduct } from './support/seed.js';
import { httpsUrl, localStripeWebhookSecret } from './support/stack.js';
import { postStripeWebhook, signStripe, stripeEvent } from './support/stripe-webhook.js';

let admin: Account;
let customer: Account;
let manualId: string;

const expense = (overrides: Record<string, unknown> = {}) => ({
  date: '2026-03-02',
  kind: 'expense',
  category: 'purchases',
  label: 'Pneus 10 pouces',
  amount: 480.5,
  vat_rate: 20,
  supplier: 'Grossiste Lyon',
  ...overrides,
});

const AUTO_ID = 'auto_some-order_payment';
const valid: Record<string, () => Record<string, unknown>> = {
  createLedgerEntry: () => ({ entry: expense() }),
  updateLedgerEntry: () => ({ entry_id: manualId, entry: expense({ amount: 12 }) }),
  reverseLedgerEntry: () => ({ entry_id: manualId }),
};
const invalid: Record<string, Record<string, unknown>[]> = {
  createLedgerEntry: [
    {},
    { entry: expense({ amount: 0 }) },
    { entry: expense({ amount: 10.005 }) },
    { entry: expense({ vat_rate: 19.6 }) },
    { entry: expense({ date: '02/03/2026' }) },
    { entry: expense({ category: 'gifts' }) },
    { entry: expense({ automatic: 'payment' }) },
  ],
  updateLedgerEntry: [
    { entry_id: 'x' },
    { entry_id: 'a/b', entry: expense() },
    { entry_id: 'x', entry: expense({ paid_on: '31/03/2026' }) },
    { entry_id: 'x', entry: expense(), history: [] },
  ],
  reverseLedgerEntry: [
    {},
    { entry_id: '' },
    { entry_id: 'a.b' },
    { entry_id: 'x', date: '2026-03-01' },
  ],
};

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
  [admin, customer] = await Promise.all([newAccount({ admin: true }), newAccount()]);
  manualId = (
    await succeed<{ entry_id: string }>('createLedgerEntry', valid.createLedgerEntry!(), admin)
  ).entry_id;
  await db().ref(`ledger/${AUTO_ID}`).set({
    entry_id: AUTO_ID,
    date: '2026-03-01',
    kind: 'revenue',
    category: 'sales',
    label: 'Paiement de la commande FZ-2026-000001',
    amount: 1299,
    vat_rate: 20,
    order_id: 'some-order',
    automatic: 'payment',
    created_by: 'system',
    created_at: '2026-03-01T10:00:00.000Z',
  });
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
      expect(outcome.ok ? '' : outcome.message).toMatch(FRENCH);
    }
    expect(await dump()).toEqual(before);
  });

  it('refuses to touch an automatic entry or an unknown one, writing nothing', async () => {
    if (name === 'createLedgerEntry') return;
    const before = await dump();
    const locked = await call(name, { ...valid[name]!(), entry_id: AUTO_ID }, admin);
    expect(locked).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(locked.ok ? '' : locked.message).toMatch(/créée automatiquement/);
    const unknown = await call(name, { ...valid[name]!(), entry_id: 'no-such-entry' }, admin);
    expect(unknown).toMatchObject({
      ok: false,
      code: 'not-found',
      message: 'Écriture introuvable.',
    });
    expect(await dump()).toEqual(before);
  });
});

type Entry = Record<string, unknown>;

describe('automatic entries carry their documents', () => {
  it('books a transfer on its invoice number and a refund on its credit note number', async () => {
    await seedProduct('g-transfer', { price: 89.9, stock: 5 });
    await seedCart(customer.uid, { 'g-transfer': 1 });
    const placed = await placeOrder(orderRequest(), customer);
    if (!placed.ok) throw new Error(placed.message);
    const { order_id } = placed.result;
    await succeed('adminConfirmBankTransfer', { order_id }, admin);
    await succeed(
      'adminUpdatePayment',
      { order_id, status: 'partially_refunded', refund_amount: 10, request_key: 'k-ledger-refund' },
      admin,
    );
    const order = await read<Entry>(`orders/${order_id}`);
    const invoice = (order!.invoice as Entry).number;
    const [refundId, note] = Object.entries(order!.credit_notes as Record<string, Entry>)[0]!;
    expect(invoice).toMatch(/^FA-\d{4}-\d{6}$/);
    expect(await read(`ledger/auto_${order_id}_payment`)).toMatchObject({
      piece_ref: invoice,
      amount: (order!.totals as Entry).total,
    });
    expect(await read(`ledger/auto_${order_id}_${refundId}`)).toMatchObject({
      piece_ref: note!.number,
      amount: 10,
    });
    // Free shipping: no shipping part to book on 7085.
    expect(await read(`ledger/auto_${order_id}_payment/shipping_amount`)).toBeNull();
  });
});

describe('automatic revenue', () => {
  it('books a card payment once even when the callback is replayed', async () => {
    await seedProduct('g-card', { price: 149.99, stock: 5 });
    await seedCart(customer.uid, { 'g-card': 2 });
    const placed = await placeOrder(orderRequest({ payment_method: 'card' }), customer);
    if (!placed.ok) throw new Error(placed.message);
    const { order_id, payment_url } = placed.result;
    const session_id = sessionOf(payment_url!);
    // Two clicks on « Payer » (one event, sent twice), then the same payment under another id.
    await Promise.all([chooseOnTestPage(session_id, 'paid'), chooseOnTestPage(session_id, 'paid')]);
    const again = stripeEvent({ order_id, session_id }, 'checkout.session.async_payment_succeeded');
    const signature = signStripe(JSON.stringify(again), localStripeWebhookSecret());
    await postStripeWebhook(again, signature, httpsUrl('stripeWebhook'));
    const entries = Object.values(
      (await read<Record<string, Record<string, unknown>>>('ledger')) ?? {},
    ).filter((e) => e.order_id === order_id);
    expect(entries).toEqual([
      expect.objectContaining({
        entry_id: `auto_${order_id}_payment`,
        kind: 'revenue',
        amount: 299.98,
        automatic: 'payment',
        created_by: 'system',
      }),
    ]);
  });
});
