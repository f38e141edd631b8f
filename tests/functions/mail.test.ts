// Order e-mails over the real stack: the functions send them to the test stack's maildev, read
// back through its REST API. Each event sends one e-mail, even when the payment callback or
// the admin's confirmation is replayed.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeAdmin, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import { call } from './support/client.js';
import {
  orderRequest,
  placeOrder,
  sandboxCallback,
  seedCart,
  seedSettings,
} from './support/orders.js';
import { resetDatabase, seedProduct } from './support/seed.js';
import { MAIL_API } from './support/stack.js';

type Mail = { subject: string; to: { address: string }[]; text: string; html: string };

let admin: Account;
let customer: Account;
let products = 0;

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
    const session_id = new URL(placed.payment_url!, 'http://x').searchParams.get('session')!;
    const paid = {
      event_id: `evt_mail_${Date.now()}`,
      session_id,
      order_id: placed.order_id,
      outcome: 'paid',
      amount_cents: 9950,
    };
    expect((await sandboxCallback(paid)).status).toBe(200);
    expect((await sandboxCallback(paid)).body).toMatchObject({ applied: false });
    // Same outcome under another event id: the state machines refuse it, no e-mail either.
    expect(
      (await sandboxCallback({ ...paid, event_id: `${paid.event_id}_bis` })).body,
    ).toMatchObject({ applied: false });
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
});
