// Unpaid reservations, attacked as a stock freezer would: a new unverified account, one order
// for a product's whole stock, a third unpaid order, a shop full of unpaid transfers. Each
// refusal is French and leaves the database as it was. Then the way out for an honest customer:
// the shop's verification e-mail (read from the stack's maildev, its link opened), the cancel
// of an unpaid transfer, and the reminder before the 72-hour hold ends. The shop's default
// limits are in force here (settings/reservations removed), not the test stack's roomy ones.
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { RESERVATION_MESSAGES } from '@fohzshop/shared/reservations/messages';
import type * as RemindersModule from '@fohzshop/functions/src/orders/transfer-reminders.js';
import { adminAuth, closeAdmin, db, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import { call } from './support/client.js';
import { orderRequest, placeOrder, seedCart, seedSettings } from './support/orders.js';
import { resetDatabase, seedProduct } from './support/seed.js';
import { MAIL_API, PROJECT_ID } from './support/stack.js';
import { triggersIdle } from './support/triggers.js';

type Mail = { subject: string; to: { address: string }[]; text: string };

let reminders: typeof RemindersModule;
let products = 0;

const inboxOf = async (email: string): Promise<Mail[]> =>
  ((await (await fetch(MAIL_API)).json()) as Mail[]).filter((m) =>
    m.to.some((to) => to.address === email),
  );

async function mailTo(email: string, subject: RegExp): Promise<Mail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = (await inboxOf(email)).find((m) => subject.test(m.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail « ${subject} » for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function product(stock: number, price = 99.9): Promise<string> {
  const id = `resa-${++products}`;
  await seedProduct(id, { stock, price, old_price: price });
  return id;
}

/** Places an order for `items` by transfer (or `method`); the outcome of placeOrder. */
async function order(who: Account, items: Record<string, number>, method = 'bank_transfer') {
  await seedCart(who.uid, items);
  return placeOrder(orderRequest({ payment_method: method }), who);
}

/** What a refused order must leave as it was (abuse counters may count the attempt). */
const shopState = async () =>
  Object.fromEntries(
    await Promise.all(
      ['products', 'product_cards', 'orders', 'carts', 'order_requests', 'checkout_locks'].map(
        async (path) => [path, await read(path)] as const,
      ),
    ),
  );

/** The refused attempt must leave products, orders and cart exactly as they were. */
async function refusedWithoutChange(who: Account, items: Record<string, number>, message: RegExp) {
  await seedCart(who.uid, items);
  await triggersIdle(); // the e-mails of earlier orders are stamped on them
  const before = await shopState();
  const outcome = await placeOrder(orderRequest(), who);
  expect(outcome).toMatchObject({ ok: false, code: 'failed-precondition' });
  expect(outcome.ok ? '' : outcome.message).toMatch(message);
  expect(await shopState()).toEqual(before);
}

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = inject('functionsRtdbHost');
  process.env.FUNCTIONS_EMULATOR = 'true';
  process.env.FIREBASE_CONFIG = JSON.stringify({ projectId: PROJECT_ID });
  reminders = await import('@fohzshop/functions/src/orders/transfer-reminders.js');
});
beforeEach(async () => {
  // The shop's defaults: 2 unpaid orders, 12 000 €, 50 % of a product per account.
  await db().ref('settings/reservations').set(null);
});
afterAll(closeAdmin);

describe('reservation limits', () => {
  it('a new unverified account cannot reserve stock by bank transfer', async () => {
    const stranger = await newAccount({ verified: false });
    const [mini, achilleus] = [await product(11), await product(2)];
    await refusedWithoutChange(
      stranger,
      { [mini]: 11, [achilleus]: 2 },
      /confirmez d’abord votre adresse e-mail/,
    );
    expect(RESERVATION_MESSAGES.transferNeedsVerifiedEmail).toMatch(/payer par carte/);
  });

  it('one account never holds a product’s whole stock, yet can buy the last unit', async () => {
    const buyer = await newAccount();
    const [mini, achilleus, last] = [await product(11), await product(2), await product(1)];
    await refusedWithoutChange(buyer, { [mini]: 11 }, /au plus 5 exemplaires de plus/);
    await refusedWithoutChange(buyer, { [achilleus]: 2 }, /au plus 1 exemplaire de plus/);
    expect(await order(buyer, { [mini]: 5 })).toMatchObject({ ok: true });
    // 5 held + 6 on sale: the share of 11 is 5, all held already.
    await refusedWithoutChange(buyer, { [mini]: 1 }, /réservent déjà le maximum/);
    expect(await read(`products/${mini}/stock`)).toBe(6);
    const other = await newAccount();
    expect(await order(other, { [last]: 1 })).toMatchObject({ ok: true });
    expect(await read(`products/${last}/stock`)).toBe(0);
  });

  it('bounds an account to two unpaid orders and 12 000 €; cancelling frees a slot', async () => {
    const buyer = await newAccount();
    const [a, b, c] = [await product(10), await product(10), await product(10)];
    const first = await order(buyer, { [a]: 1 });
    expect(await order(buyer, { [b]: 1 })).toMatchObject({ ok: true });
    await refusedWithoutChange(buyer, { [c]: 1 }, /déjà 2 commandes en attente de paiement/);
    if (!first.ok) throw new Error(first.message);
    // The customer cancels an unpaid transfer from their account: stock back, slot free.
    expect(await call('cancelMyOrder', { order_id: first.result.order_id }, buyer)).toEqual({
      ok: true,
      result: { ok: true },
    });
    expect(await read(`products/${a}/stock`)).toBe(10);
    expect(await read(`orders/${first.result.order_id}/status`)).toBe('cancelled');
    expect(await order(buyer, { [c]: 1 })).toMatchObject({ ok: true });

    const rich = await newAccount();
    const scooter = `resa-${++products}`;
    await seedProduct(scooter, { stock: 10, price: 6999, old_price: 6999 });
    await refusedWithoutChange(rich, { [scooter]: 2 }, /ne peuvent pas dépasser 12\s000,00\s€/);
  });

  it('bounds unpaid bank transfers shop-wide', async () => {
    await resetDatabase();
    await seedSettings();
    await db().ref('settings/reservations').set({ max_unpaid_transfers_total: 1 });
    const [first, second] = await Promise.all([newAccount(), newAccount()]);
    const part = await product(10);
    expect(await order(first, { [part]: 1 })).toMatchObject({ ok: true });
    await refusedWithoutChange(second, { [part]: 1 }, /virement est momentanément indisponible/);
  });

  it('holds a transfer for 72 hours and reminds the customer once, the day before', async () => {
    const buyer = await newAccount();
    const part = await product(10);
    const placed = await order(buyer, { [part]: 1 });
    if (!placed.ok) throw new Error(placed.message);
    const path = `orders/${placed.result.order_id}`;
    const created = Date.parse((await read<string>(`${path}/created_at`))!);
    expect(Date.parse((await read<string>(`${path}/expires_at`))!) - created).toBe(72 * 3_600_000);
    // Not due yet: nothing.
    expect(await reminders.remindDueTransfers()).toEqual([]);
    await db()
      .ref(`${path}/expires_at`)
      .set(new Date(Date.now() + 5 * 3_600_000).toISOString());
    const runs = await Promise.all([
      reminders.remindDueTransfers(),
      reminders.remindDueTransfers(),
    ]);
    expect(runs.flat()).toEqual([placed.result.order_id]);
    expect(await reminders.remindDueTransfers()).toEqual([]);
    const mail = await mailTo(buyer.email, /^Rappel : votre commande/);
    expect(mail.text).toContain(placed.result.number);
    expect(mail.text).toContain('FR76 3000 6000 0112 3456 7890 189');
    expect(mail.text).toMatch(/Annulez-la depuis votre espace client/);
    expect(await read(`${path}/payment/reminder_sent_at`)).toEqual(expect.any(String));
  });
});

describe('sendEmailVerification', () => {
  it('e-mails the shop’s own link; once opened, the same session may pay by transfer', async () => {
    const customer = await newAccount({ verified: false });
    const part = await product(10);
    expect(await call('sendEmailVerification', {}, customer)).toEqual({
      ok: true,
      result: { sent: true, email: customer.email },
    });
    // Asked again at once: refused, nothing sent twice.
    expect(await call('sendEmailVerification', {}, customer)).toMatchObject({
      ok: false,
      code: 'resource-exhausted',
    });
    const mail = await mailTo(customer.email, /^Confirmez votre adresse e-mail/);
    const link = /https?:\/\/\S*oobCode=\S+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const opened = await fetch(link!, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(/\/mon-panier\/paiement\?adresse-confirmee=1$/);
    expect((await adminAuth().getUser(customer.uid)).emailVerified).toBe(true);
    // The token still says email_verified: false; the server reads the Auth record.
    expect(await order(customer, { [part]: 1 })).toMatchObject({ ok: true });
    expect(await call('sendEmailVerification', {}, customer)).toEqual({
      ok: true,
      result: { sent: false, email: customer.email },
    });
    expect(
      (await inboxOf(customer.email)).filter((m) => /^Confirmez/.test(m.subject)),
    ).toHaveLength(1);
  });
});
