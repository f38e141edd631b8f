// The payment sandbox on the wire: Stripe and Alma API calls, the test page's API (CORS for the
// shop's origin only), and the callbacks it sends — a Stripe event the official SDK verifies,
// an Alma IPN signed with the API key — to a real HTTP receiver standing for the functions.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signAlmaPid } from './callbacks';
import { startPaymentSandbox, type PaymentSandbox } from './server';

const KEYS = { stripe: 'sk_test_sandbox', alma: 'sk_alma_sandbox' };
const WHSEC = 'whsec_sandbox_test';
const WEB = 'http://127.0.0.1:5999';
type Received = { method: string; url: string; headers: Record<string, unknown>; body: string };

let sandbox: PaymentSandbox;
let receiver: Server;
let received: Received[] = [];
let answerStatus = 200;

const receiverUrl = () => `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
const api = (path: string, init: RequestInit = {}) =>
  fetch(`${sandbox.origin}${path}`, init).then(async (r) => ({
    status: r.status,
    headers: r.headers,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers read field by field
    body: (await r.json()) as Record<string, any>,
  }));
const stripeForm = (fields: Record<string, string>, key = KEYS.stripe) => ({
  method: 'POST',
  headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});
const choose = (id: string, outcome: string) =>
  api(`/sandbox/sessions/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: WEB },
    body: JSON.stringify({ outcome }),
  });

async function newSession(order = 'o1', extra: Record<string, string> = {}) {
  const { body } = await api(
    '/v1/checkout/sessions',
    stripeForm({
      'line_items[0][price_data][unit_amount]': '12990',
      'line_items[0][quantity]': '1',
      client_reference_id: order,
      'metadata[order_id]': order,
      'metadata[number]': 'FZ-2026-000007',
      success_url: `${WEB}/commande-validee?commande=${order}`,
      cancel_url: `${WEB}/mon-compte/mes-commandes/${order}`,
      ...extra,
    }),
  );
  return body;
}

async function newAlmaPayment(order = 'o2') {
  const { body } = await api('/v1/payments', {
    method: 'POST',
    headers: { authorization: `Alma-Auth ${KEYS.alma}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      payment: {
        purchase_amount: 30000,
        installments_count: 3,
        return_url: `${WEB}/commande-validee?commande=${order}`,
        customer_cancel_url: `${WEB}/mon-compte/mes-commandes/${order}`,
        failure_return_url: `${WEB}/mon-compte/mes-commandes/${order}`,
        ipn_callback_url: `${receiverUrl()}/almaWebhook`,
        custom_data: { order_id: order, number: 'FZ-2026-000008' },
      },
    }),
  });
  return body;
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      res.writeHead(answerStatus, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  sandbox = await startPaymentSandbox({
    keys: KEYS,
    webOrigin: WEB,
    stripeWebhook: { url: `${receiverUrl()}/stripeWebhook`, secret: WHSEC },
  });
});
beforeEach(() => {
  received = [];
  answerStatus = 200;
});
afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('payment sandbox: Stripe', () => {
  it('creates a Checkout Session whose page is the shop’s test page, with the right key only', async () => {
    const session = await newSession();
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      amount_total: 12990,
    });
    expect(session.url).toBe(`${WEB}/paiement-test?session=${session.id}`);
    const refused = await api('/v1/checkout/sessions', stripeForm({}, 'sk_test_wrong'));
    expect(refused.status).toBe(401);
  });

  it('shows the session to the page, with CORS for the shop’s origin only', async () => {
    const { id } = await newSession();
    const shown = await api(`/sandbox/sessions/${id}`, { headers: { origin: WEB } });
    expect(shown.body).toMatchObject({
      id,
      provider: 'stripe',
      number: 'FZ-2026-000007',
      amount_cents: 12990,
      method: 'card',
      status: 'open',
    });
    expect(shown.headers.get('access-control-allow-origin')).toBe(WEB);
    const other = await api(`/sandbox/sessions/${id}`, {
      headers: { origin: 'https://evil.test' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect((await api('/sandbox/sessions/cs_unknown')).status).toBe(404);
  });

  it('« Payer » posts checkout.session.completed signed as Stripe does, then sends to success_url', async () => {
    const { id } = await newSession('o-paid');
    const answer = await choose(id, 'paid');
    expect(answer.body).toEqual({ redirect_url: `${WEB}/commande-validee?commande=o-paid` });
    expect(received).toHaveLength(1);
    const [hit] = received;
    expect(hit!.url).toBe('/stripeWebhook');
    const event = Stripe.webhooks.constructEvent(
      hit!.body,
      String(hit!.headers['stripe-signature']),
      WHSEC,
    );
    expect(event.type).toBe('checkout.session.completed');
    expect(event.data.object).toMatchObject({
      id,
      client_reference_id: 'o-paid',
      payment_status: 'paid',
      amount_total: 12990,
    });
    // A second click re-sends the same event (same id), as a Stripe retry would.
    await choose(id, 'paid');
    expect(JSON.parse(received[1]!.body).id).toBe(event.id);
    expect((await choose(id, 'failed')).status).toBe(409);
    expect(() =>
      Stripe.webhooks.constructEvent(
        hit!.body,
        String(hit!.headers['stripe-signature']),
        'whsec_other',
      ),
    ).toThrow();
  });

  it('« Échec » and « Annuler » send the failure and the expiry; a refund needs the payment', async () => {
    const failed = await newSession('o-failed');
    await choose(failed.id, 'failed');
    const cancelled = await newSession('o-cancel');
    const answer = await choose(cancelled.id, 'cancelled');
    expect(answer.body.redirect_url).toBe(`${WEB}/mon-compte/mes-commandes/o-cancel`);
    expect(received.map((r) => JSON.parse(r.body).type)).toEqual([
      'checkout.session.async_payment_failed',
      'checkout.session.expired',
    ]);
    const read = await api(`/v1/checkout/sessions/${cancelled.id}`, {
      headers: { authorization: `Bearer ${KEYS.stripe}` },
    });
    expect(read.body).toMatchObject({ status: 'expired', url: null });
  });

  it('refuses a choice on a session past its expires_at, as Stripe closes it', async () => {
    const late = String(Math.floor(Date.now() / 1000) - 1);
    const body = await newSession('o-late', { expires_at: late });
    expect((await api(`/sandbox/sessions/${body.id}`)).body.status).toBe('expired');
    expect((await choose(String(body.id), 'paid')).status).toBe(409);
    expect(received).toHaveLength(0);
  });

  it('tells the page when the shop refused the notification', async () => {
    answerStatus = 500;
    const { id } = await newSession('o-down');
    const answer = await choose(id, 'paid');
    expect(answer.status).toBe(502);
    expect(answer.body.error).toMatch(/La boutique n'a pas accepté la notification/);
  });

  it('refunds a paid session by its PaymentIntent, once per idempotency key', async () => {
    const { id } = await newSession('o-refund');
    await choose(id, 'paid');
    const intent = sandbox.stripeSessions.get(id)!.payment_intent!;
    const form = stripeForm({ payment_intent: intent, amount: '1000' });
    const headers = { ...form.headers, 'idempotency-key': 'refund-o-refund-refund_1' };
    const refund = () => api('/v1/refunds', { ...form, headers });
    const first = await refund();
    const again = await refund();
    expect(first.body).toMatchObject({ object: 'refund', amount: 1000, status: 'succeeded' });
    expect(again.body.id).toBe(first.body.id);
    expect(sandbox.refunds.filter((r) => r.target === intent)).toHaveLength(1);
  });
});

describe('payment sandbox: Alma', () => {
  it('« Payer » accepts the payment and notifies the IPN URL as Alma does', async () => {
    const payment = await newAlmaPayment('o-alma');
    expect(payment.url).toBe(`${WEB}/paiement-test?session=${payment.id}`);
    const shown = await api(`/sandbox/sessions/${payment.id}`);
    expect(shown.body).toMatchObject({ provider: 'alma', method: 'instalments', instalments: 3 });
    const answer = await choose(payment.id, 'paid');
    expect(answer.body.redirect_url).toBe(`${WEB}/commande-validee?commande=o-alma`);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'GET',
      url: `/almaWebhook?pid=${payment.id}`,
      headers: { 'x-alma-signature': signAlmaPid(KEYS.alma, payment.id) },
    });
    const read = await api(`/v1/payments/${payment.id}`, {
      headers: { authorization: `Alma-Auth ${KEYS.alma}` },
    });
    expect(read.body.state).toBe('in_progress');
  });

  it('« Échec » refuses the payment; « Annuler » only sends the customer back', async () => {
    const refused = await newAlmaPayment('o-alma-no');
    await choose(refused.id, 'failed');
    expect(sandbox.almaPayments.get(refused.id)!.state).toBe('scored_no');
    expect(received).toHaveLength(1);
    const left = await newAlmaPayment('o-alma-back');
    const answer = await choose(left.id, 'cancelled');
    expect(answer.body.redirect_url).toBe(`${WEB}/mon-compte/mes-commandes/o-alma-back`);
    expect(sandbox.almaPayments.get(left.id)!.state).toBe('not_started');
    expect(received).toHaveLength(1);
    expect((await choose(left.id, 'bogus')).status).toBe(400);
  });
});
