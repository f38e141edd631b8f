// Order e-mails over the real stack: the functions send them to the test stack's maildev, read
// back through its REST API. Each event sends one e-mail, even when the payment callback or
// the admin's confirmation is replayed.
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type * as ExpiryModule from '@fohzshop/functions/src/orders/expire-orders.js';
import { closeAdmin, db, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import { call } from './support/client.js';
import {
  orderRequest,
  placeOrder,
  chooseOnTestPage,
  sessionOf,
  seedCart,
  seedSettings,
} from './support/orders.js';
import { resetDatabase, seedProduct } from './support/seed.js';
import { httpsUrl, localStripeWebhookSecret, MAIL_API, PROJECT_ID } from './support/stack.js';
import { postStripeWebhook, signStripe, stripeEvent } from './support/stripe-webhook.js';

type Mail = { subject: string; to: { address: string }[]; text: string; html: string };

let admin: Account;
let customer: Account;
let products = 0;
let expiry: typeof ExpiryModule;

const inbox = async (): Promise<Mail[]> => (await (await fetch(MAIL_API)).json()) as Mail[];
const subjects = async (): Promise<string[]> => (await inbox()).map((m) => m.subject).sort();

/** Waits until `count` e-mails are in, then a little more to catch any extra one. */
async function waitForMails(count: number): Promise<Mail[]> {
  const deadline = Date.now() + 15_000;
  while ((await inbox()).length < count && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 200));
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return inbox();
}

async function order(method: 'bank_transfer' | 'card') {
  const product = `mail-${++products}`;
  await seedProduct(product, { price: 99.5, stock: 5 });
  await seedCart(customer.uid, { [product]: 1 });
  const outcome = await placeOrder(orderRequest({ payment_method: method }), customer);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.result;
}

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
  [admin, customer] = await Promise.all([newAccount({ admin: true }), newAccount()]);
  // The expiry job runs in this process, its Admin SDK aimed at the test database; the e-mails
  // still come from the trigger on the Functions emulator.
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = inject('functionsRtdbHost');
  process.env.FUNCTIONS_EMULATOR = 'true';
  process.env.FIREBASE_CONFIG = JSON.stringify({ projectId: PROJECT_ID });
  expiry = await import('@fohzshop/functions/src/orders/expire-orders.js');
});
beforeEach(async () => {
  await fetch(`${MAIL_API}/all`, { method: 'DELETE' });
});
afterAll(closeAdmin);

describe('order e-mails', () => {
  it('confirm a transfer order with the bank details, then the payment, once each', async () => {
    const placed = await order('bank_transfer');
    const [confirmation] = await waitForMails(1);
    expect(confirmation!.subject).toBe(`Confirmation de votre commande ${placed.number}`);
    expect(confirmation!.to).toEqual([expect.objectContaining({ address: customer.email })]);
    expect(confirmation!.text).toContain('FR76 3000 6000 0112 3456 7890 189');
    expect(confirmation!.text).toContain(`Référence : ${placed.number}`);
    expect(confirmation!.html).toContain('<html lang="fr">');

    expect(
      await call('adminConfirmBankTransfer', { order_id: placed.order_id }, admin),
    ).toMatchObject({ ok: true });
    // The replayed confirmation is refused and sends nothing.
    expect(
      await call('adminConfirmBankTransfer', { order_id: placed.order_id }, admin),
    ).toMatchObject({ ok: false });
    const mails = await waitForMails(2);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `Confirmation de votre commande ${placed.number}`,
      `Paiement reçu pour votre commande ${placed.number}`,
    ]);
    const payment = mails.find((m) => m.subject.startsWith('Paiement reçu'))!;
    expect(payment.text).toMatch(/Votre facture FA-\d{4}-\d{6} est disponible/);
    expect(await read(`orders/${placed.order_id}/mails`)).toEqual({
      order_confirmation: expect.any(String),
      payment_received: expect.any(String),
    });
  });

  it('sends the payment e-mail once when the card callback is replayed', async () => {
    const placed = await order('card');
    const session_id = sessionOf(placed.payment_url!);
    // « Payer » twice on the test page: the sandbox sends the same Stripe event again.
    expect((await chooseOnTestPage(session_id, 'paid')).status).toBe(200);
    expect((await chooseOnTestPage(session_id, 'paid')).status).toBe(200);
    // Same outcome under another event id: the state machines refuse it, no e-mail either.
    const again = stripeEvent(
      { order_id: placed.order_id, session_id },
      'checkout.session.async_payment_succeeded',
      { amount_total: 9950 },
    );
    const signature = signStripe(JSON.stringify(again), localStripeWebhookSecret());
    const reply = await postStripeWebhook(again, signature, httpsUrl('stripeWebhook'));
    expect(reply.body).toMatchObject({ applied: false });
    await waitForMails(2);
    expect(await subjects()).toEqual([
      `Confirmation de votre commande ${placed.number}`,
      `Paiement reçu pour votre commande ${placed.number}`,
    ]);
  });

  it('sends nothing for an order that was refused', async () => {
    await seedProduct('mail-empty', { stock: 0 });
    await seedCart(customer.uid, { 'mail-empty': 1 });
    expect(await placeOrder(orderRequest(), customer)).toMatchObject({ ok: false });
    expect(await waitForMails(0)).toEqual([]);
  });

  it('tells the customer once when an unpaid transfer order expires', async () => {
    const placed = await order('bank_transfer');
    await waitForMails(1);
    // Its 7 days are over; two overlapping runs of the job, then another write of the order.
    await db()
      .ref(`orders/${placed.order_id}/expires_at`)
      .set(new Date(Date.now() - 60_000).toISOString());
    await Promise.all([expiry.expireDueOrders(), expiry.expireDueOrders()]);
    await db().ref(`orders/${placed.order_id}/updated_at`).set(new Date().toISOString());
    const mails = await waitForMails(2);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `Confirmation de votre commande ${placed.number}`,
      `Votre commande ${placed.number} est annulée : paiement non reçu`,
    ]);
    const ended = mails.find((m) => m.subject.includes('paiement non reçu'))!;
    expect(ended.to).toEqual([expect.objectContaining({ address: customer.email })]);
    expect(ended.text).toContain("Nous n'avons pas reçu votre virement de 99,50 €");
    expect(ended.text).toContain('remis en vente');
    expect(ended.text).toContain('Commander de nouveau');
    expect(ended.html).toContain('<html lang="fr">');
    expect(await read(`orders/${placed.order_id}/mails`)).toEqual({
      order_confirmation: expect.any(String),
      order_expired: expect.any(String),
    });
  });

  it('tells the customer once when the shop cancels an unpaid order', async () => {
    const placed = await order('bank_transfer');
    await waitForMails(1);
    const cancel = { order_id: placed.order_id, status: 'cancelled' };
    expect(await call('adminUpdateOrder', cancel, admin)).toMatchObject({ ok: true });
    // Cancelling again is refused by the state machine and sends nothing.
    expect(await call('adminUpdateOrder', cancel, admin)).toMatchObject({ ok: false });
    const mails = await waitForMails(2);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `Confirmation de votre commande ${placed.number}`,
      `Votre commande ${placed.number} est annulée`,
    ]);
    const ended = mails.find((m) => m.subject.endsWith('est annulée'))!;
    expect(ended.text).toContain("Aucun paiement n'a été encaissé");
    expect(ended.text).not.toContain('comme vous l’avez demandé');
  });

  it('tells the customer once when the card payment is refused', async () => {
    const placed = await order('card');
    const session_id = sessionOf(placed.payment_url!);
    // « Échec » twice on the test page: the second event changes nothing.
    expect((await chooseOnTestPage(session_id, 'failed')).status).toBe(200);
    expect((await chooseOnTestPage(session_id, 'failed')).status).toBe(200);
    const mails = await waitForMails(2);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `Confirmation de votre commande ${placed.number}`,
      `Paiement refusé : votre commande ${placed.number} est annulée`,
    ]);
    const ended = mails.find((m) => m.subject.startsWith('Paiement refusé'))!;
    expect(ended.text).toContain("aucun montant n'a été débité");
    expect(ended.text).toContain('remis en vente');
    expect(await read(`orders/${placed.order_id}/mails`)).toEqual({
      order_confirmation: expect.any(String),
      payment_failed: expect.any(String),
    });
  });

  it('tells the customer once when they cancel their unpaid order', async () => {
    const placed = await order('card');
    await waitForMails(1);
    const cancel = { order_id: placed.order_id };
    expect(await call('cancelMyOrder', cancel, customer)).toMatchObject({ ok: true });
    expect(await call('cancelMyOrder', cancel, customer)).toMatchObject({ ok: false });
    const mails = await waitForMails(2);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `Confirmation de votre commande ${placed.number}`,
      `Votre commande ${placed.number} est annulée`,
    ]);
    const ended = mails.find((m) => m.subject.endsWith('est annulée'))!;
    expect(ended.text).toContain('comme vous l’avez demandé');
  });
});
