// Invoices and credit notes over HTTP: a paid order gets the next invoice number of the year
// (concurrent payments: no gap, no duplicate), its owner or an admin downloads the PDF, anyone
// else and an unpaid order get a French « not found »; a recorded refund gets a credit note.
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { closeAdmin, db, dump, read } from './support/admin.js';
import { newAccount, VISITOR, type Account } from './support/accounts.js';
import { call } from './support/client.js';
import { orderRequest, placeOrder, seedCart, seedSettings } from './support/orders.js';
import { resetDatabase, seedProduct } from './support/seed.js';
import { PROJECT_ID, TEST_MAIL_PORTS } from './support/stack.js';
import type * as TransitionModule from '@fohzshop/functions/src/orders/order-transition.js';

const SELLER = {
  legal_name: 'FōhzShop SAS',
  legal_form: 'SAS',
  capital: 10000,
  address: '12 rue de la Mobilité, 69007 Lyon',
  siren: '912345678',
  rcs_city: 'Lyon',
  vat_number: 'FR12912345678',
};

let admin: Account;
let customer: Account;
let other: Account;
let transition: typeof TransitionModule;
let products = 0;

type Pdf = { filename: string; pdf_base64: string };
type StoredOrder = {
  invoice?: { number: string; issued_at: string };
  credit_notes?: Record<string, { number: string; amount: number; invoice_number: string }>;
};

async function transferOrder(): Promise<string> {
  const product = `doc-${++products}`;
  await seedProduct(product, { price: 149.9, stock: 5 });
  await seedCart(customer.uid, { [product]: 2 });
  const outcome = await placeOrder(orderRequest(), customer);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.result.order_id;
}

const confirm = (orderId: string) => call('adminConfirmBankTransfer', { order_id: orderId }, admin);
const year = () => new Date().getFullYear();

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
  await db().ref('settings/shop/seller').set(SELLER);
  [admin, customer, other] = await Promise.all([
    newAccount({ admin: true }),
    newAccount(),
    newAccount(),
  ]);
  // The functions' code in this process (to record a refund as the admin callables will).
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = inject('functionsRtdbHost');
  process.env.FUNCTIONS_EMULATOR = 'true';
  process.env.FIREBASE_CONFIG = JSON.stringify({ projectId: PROJECT_ID });
  process.env.SMTP_PORT = String(TEST_MAIL_PORTS.smtp);
  transition = await import('@fohzshop/functions/src/orders/order-transition.js');
});
afterAll(closeAdmin);

describe('invoice numbers', () => {
  it('are sequential across concurrently paid orders, with no gap and no duplicate', async () => {
    const orders: string[] = [];
    for (let i = 0; i < 6; i++) orders.push(await transferOrder());
    // An unpaid order takes no number.
    const unpaid = await transferOrder();
    const outcomes = await Promise.all(orders.map(confirm));
    expect(outcomes.every((o) => o.ok)).toBe(true);
    const numbers = await Promise.all(
      orders.map(async (id) => (await read<StoredOrder>(`orders/${id}`))!.invoice!.number),
    );
    const expected = Array.from(
      { length: 6 },
      (_, i) => `FA-${year()}-${String(i + 1).padStart(6, '0')}`,
    );
    expect([...numbers].sort()).toEqual(expected);
    expect(await read(`orders/${unpaid}/invoice`)).toBeNull();
    const counter = await read<{ last: number; open?: unknown }>(`counters/invoices/${year()}`);
    expect(counter).toMatchObject({ last: 6 });
    expect(counter?.open).toBeUndefined();
  }, 180_000);

  it('gives one number to an order numbered by several calls at once (writer, trigger, download)', async () => {
    const { ensureInvoiceOf } =
      await import('@fohzshop/functions/src/documents/issue-documents.js');
    const orderId = await transferOrder();
    const before = (await read<{ last: number }>(`counters/invoices/${year()}`))?.last ?? 0;
    // Paid by a direct write: the e-mail trigger numbers it too, while these five calls run.
    await db().ref(`orders/${orderId}/payment/status`).set('paid');
    const numbers = await Promise.all(
      Array.from({ length: 5 }, async () => (await ensureInvoiceOf(orderId, new Date()))?.number),
    );
    await dump(); // every trigger event handled
    const stored = (await read<StoredOrder>(`orders/${orderId}`))!.invoice!.number;
    expect(new Set(numbers)).toEqual(new Set([stored]));
    expect(stored).toBe(`FA-${year()}-${String(before + 1).padStart(6, '0')}`);
    expect(await read(`counters/invoices/${year()}/last`)).toBe(before + 1);
  }, 60_000);

  it('takes no second number for a key numbered by a call that read the document too early', async () => {
    const { issueNumbered, INVOICES } =
      await import('@fohzshop/functions/src/documents/document-number.js');
    const build = (number: string) => ({ number });
    const first = await issueNumbered(INVOICES, 'late-key', 'scratch/first', build, new Date());
    const last = await read<number>(`counters/invoices/${year()}/last`);
    // The late call's read of its document came before the first call wrote it: here, a path
    // that is still empty. It must find the key settled, not open a new number (a gap).
    await issueNumbered(INVOICES, 'late-key', 'scratch/late', build, new Date());
    expect(await read(`counters/invoices/${year()}/last`)).toBe(last);
    expect(await read('scratch/late')).toBeNull();
    expect(first).toMatchObject({ number: `FA-${year()}-${String(last).padStart(6, '0')}` });
  }, 60_000);
});

describe('downloadInvoice', () => {
  it('gives the owner and an admin the PDF, with the invoice number', async () => {
    const orderId = await transferOrder();
    await confirm(orderId);
    const number = (await read<StoredOrder>(`orders/${orderId}`))!.invoice!.number;
    for (const who of [customer, admin]) {
      const outcome = await call<Pdf>('downloadInvoice', { order_id: orderId }, who);
      if (!outcome.ok) throw new Error(outcome.message);
      expect(outcome.result.filename).toBe(`facture-${number}.pdf`);
      const bytes = Buffer.from(outcome.result.pdf_base64, 'base64');
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await PDFDocument.load(bytes)).getTitle()).toBe(`Facture ${number}`);
    }
    // Downloading again takes no new number.
    expect((await read<StoredOrder>(`orders/${orderId}`))!.invoice!.number).toBe(number);
  });

  it('refuses someone else, a visitor, an unpaid order and bad input, changing nothing', async () => {
    const paid = await transferOrder();
    await confirm(paid);
    const unpaid = await transferOrder();
    const before = await dump();
    const cases: [unknown, Account | typeof VISITOR, string, RegExp][] = [
      [{ order_id: paid }, other, 'not-found', /Commande introuvable/],
      [{ order_id: paid }, VISITOR, 'unauthenticated', /connecté/],
      [{ order_id: unpaid }, customer, 'not-found', /pas encore été payée/],
      [{ order_id: 'no-such-order' }, customer, 'not-found', /Commande introuvable/],
      [{ order_id: paid, extra: 1 }, customer, 'invalid-argument', /extra|autorisé|Champ/],
      [{}, customer, 'invalid-argument', /obligatoire|invalide|Champ/],
      [{ order_id: 'a/b' }, customer, 'invalid-argument', /./],
    ];
    for (const [data, who, code, message] of cases) {
      const outcome = await call('downloadInvoice', data, who);
      expect(outcome).toMatchObject({ ok: false, code });
      expect(outcome.ok ? '' : outcome.message).toMatch(message);
    }
    expect(await dump()).toEqual(before);
  });
});

describe('credit notes', () => {
  it('are issued once per recorded refund and downloadable as AV- PDFs', async () => {
    const orderId = await transferOrder();
    await confirm(orderId);
    const invoice = (await read<StoredOrder>(`orders/${orderId}`))!.invoice!;
    const refund = (id: string, amount: number, status: 'partially_refunded' | 'refunded') =>
      transition.changeOrder(orderId, (order) =>
        transition.applyStatusChange(order, {
          payment: status,
          event: 'Remboursement',
          by: admin.uid,
          at: new Date().toISOString(),
          paymentPatch: {
            refunded_amount: amount,
            refunds: {
              ...((order.payment as { refunds?: object }).refunds ?? {}),
              [id]: {
                amount: amount === 299.8 ? 249.8 : amount,
                at: new Date().toISOString(),
                by: admin.uid,
              },
            },
          },
        }),
      );
    expect((await refund('r1', 50, 'partially_refunded')).status).toBe('applied');
    expect((await refund('r2', 299.8, 'refunded')).status).toBe('applied');
    const notes = (await read<StoredOrder>(`orders/${orderId}`))!.credit_notes!;
    expect(notes).toEqual({
      r1: expect.objectContaining({
        number: `AV-${year()}-000001`,
        amount: 50,
        invoice_number: invoice.number,
      }),
      r2: expect.objectContaining({
        number: `AV-${year()}-000002`,
        amount: 249.8,
        invoice_number: invoice.number,
      }),
    });
    const outcome = await call<Pdf>(
      'downloadCreditNote',
      { order_id: orderId, number: `AV-${year()}-000002` },
      customer,
    );
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.result.filename).toBe(`avoir-AV-${year()}-000002.pdf`);
    const pdf = await PDFDocument.load(Buffer.from(outcome.result.pdf_base64, 'base64'));
    expect(pdf.getTitle()).toBe(`Facture d'avoir AV-${year()}-000002`);
    const refused = await call(
      'downloadCreditNote',
      { order_id: orderId, number: `AV-${year()}-000009` },
      customer,
    );
    expect(refused).toMatchObject({ ok: false, code: 'not-found' });
    const badNumber = await call(
      'downloadCreditNote',
      { order_id: orderId, number: 'FA-1' },
      customer,
    );
    expect(badNumber).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect(badNumber.ok ? '' : badNumber.message).toMatch(/« number » est invalide/);
    const stranger = await call(
      'downloadCreditNote',
      { order_id: orderId, number: `AV-${year()}-000001` },
      other,
    );
    expect(stranger).toMatchObject({ ok: false, code: 'not-found' });
  });
});
