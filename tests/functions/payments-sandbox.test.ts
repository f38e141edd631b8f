// Sandbox payment callback over HTTP: success, failure, cancellation, bad signature, replay,
// unknown order or session, already-paid order. Refused callbacks change nothing; failures and
// cancellations give the stock back exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAdmin, dump, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import {
  orderRequest,
  placeOrder,
  sandboxCallback,
  seedCart,
  seedSettings,
  signSandbox,
} from './support/orders.js';
import { resetDatabase, seedProduct } from './support/seed.js';

let customer: Account;
let events = 0;

type StoredOrder = {
  status: string;
  stock_released_at?: string;
  payment: { status: string; paid_at?: string };
  history: { event: string }[];
};
type Placed = { order_id: string; session_id: string; amount_cents: number };

/** A card order of 2 units of a fresh product (stock 5), awaiting its payment. */
async function cardOrder(product: string): Promise<Placed> {
  await seedProduct(product, { price: 149.99, stock: 5 });
  await seedCart(customer.uid, { [product]: 2 });
  const outcome = await placeOrder(orderRequest({ payment_method: 'card' }), customer);
  if (!outcome.ok) throw new Error(outcome.message);
  const session_id = new URL(outcome.result.payment_url!, 'http://x').searchParams.get('session')!;
  return { order_id: outcome.result.order_id, session_id, amount_cents: 29998 };
}

const event = (placed: Placed, outcome: string, extra: Record<string, unknown> = {}) => ({
  event_id: `evt_${++events}_${Date.now()}`,
  ...placed,
  outcome,
  ...extra,
});

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
  customer = await newAccount();
});
afterAll(closeAdmin);

describe('sandboxPaymentCallback', () => {
  it('marks the order paid on success, and ignores a replay of the same event', async () => {
    const placed = await cardOrder('s-paid');
    const paid = event(placed, 'paid');
    expect(await sandboxCallback(paid)).toEqual({
      status: 200,
      body: {
        received: true,
        applied: true,
        status: 'applied',
        order_status: 'paid',
        payment_status: 'paid',
      },
    });
    const order = await read<StoredOrder>(`orders/${placed.order_id}`);
    expect(order).toMatchObject({ status: 'paid', payment: { status: 'paid' } });
    expect(order!.payment.paid_at).toEqual(expect.any(String));
    expect(order!.history.at(-1)!.event).toBe('Paiement reçu');
    const before = await dump();
    const replay = await sandboxCallback(paid);
    expect(replay).toMatchObject({
      status: 200,
      body: { applied: false, reason: 'Événement déjà traité.' },
    });
    expect(await dump()).toEqual(before);
  });

  it('ignores a later failure or cancellation of an already-paid order', async () => {
    const placed = await cardOrder('s-already');
    await sandboxCallback(event(placed, 'paid'));
    const before = await dump();
    for (const outcome of ['failed', 'cancelled', 'paid']) {
      const reply = await sandboxCallback(event(placed, outcome));
      expect(reply).toMatchObject({ status: 200, body: { applied: false } });
    }
    expect(await dump()).toEqual(before);
    expect(await read('products/s-already/stock')).toBe(3);
  });

  it.each([
    ['failed', 'Paiement refusé : commande annulée'],
    ['cancelled', 'Paiement annulé : commande annulée'],
  ])('on %s cancels the order and gives the stock back once', async (outcome, line) => {
    const placed = await cardOrder(`s-${outcome}`);
    expect(await read(`products/s-${outcome}/stock`)).toBe(3);
    const first = event(placed, outcome);
    const replies = await Promise.all([
      sandboxCallback(first),
      sandboxCallback(first),
      sandboxCallback(event(placed, outcome)),
    ]);
    expect(replies.filter((r) => r.body.applied === true)).toHaveLength(1);
    const order = await read<StoredOrder>(`orders/${placed.order_id}`);
    expect(order).toMatchObject({ status: 'cancelled', payment: { status: outcome } });
    expect(order!.stock_released_at).toEqual(expect.any(String));
    expect(order!.history.at(-1)!.event).toBe(line);
    expect(await read(`products/s-${outcome}/stock`)).toBe(5);
  });

  it.each([
    ['no signature', null],
    ['a wrong secret', 'wrong'],
    ['a garbled header', 't=abc,v1=zz'],
    ['an old timestamp (captured replay)', 'old'],
  ])('refuses %s with 400 and writes nothing', async (_label, kind) => {
    const placed = await cardOrder(`s-sig-${events}`);
    const payload = event(placed, 'paid');
    const raw = JSON.stringify(payload);
    const signature =
      kind === 'wrong'
        ? signSandbox(raw, 'not-the-secret')
        : kind === 'old'
          ? signSandbox(raw, undefined, Math.floor(Date.now() / 1000) - 3600)
          : kind;
    const before = await dump();
    const reply = await sandboxCallback(payload, signature);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(/Signature/);
    expect(await dump()).toEqual(before);
  });

  it('refuses a body altered after signing', async () => {
    const placed = await cardOrder('s-altered');
    const signature = signSandbox(JSON.stringify(event(placed, 'failed')));
    const before = await dump();
    const reply = await sandboxCallback(event(placed, 'paid'), signature);
    expect(reply.status).toBe(400);
    expect(await dump()).toEqual(before);
  });

  it('refuses an unknown order or session, a mismatched amount and a bad payload', async () => {
    const placed = await cardOrder('s-unknown');
    const before = await dump();
    const cases: [Record<string, unknown>, number][] = [
      [event(placed, 'paid', { order_id: 'no-such-order' }), 404],
      [event(placed, 'paid', { session_id: 'sbx_nope' }), 404],
      [event(placed, 'paid', { amount_cents: 1 }), 400],
      [event(placed, 'refunded'), 400],
      [{ ...event(placed, 'paid'), extra: true }, 400],
    ];
    for (const [payload, status] of cases) {
      const reply = await sandboxCallback(payload);
      expect(reply.status, JSON.stringify(payload)).toBe(status);
    }
    expect(await dump()).toEqual(before);
  });

  it('answers 405 to anything but POST', async () => {
    const { httpsUrl } = await import('./support/stack.js');
    const response = await fetch(httpsUrl('sandboxPaymentCallback'));
    expect(response.status).toBe(405);
  });
});
