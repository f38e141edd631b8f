// sandboxPaymentAction over HTTP: the sandbox page's « Payer », « Échec », « Annuler » reach the
// order through the signed callback's code path; only the session's owner may use it; bad input
// is refused with a French invalid-argument and writes nothing; a repeated click applies once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@fohzshop/shared/messages';
import { closeAdmin, dump, read } from './support/admin.js';
import { newAccount, VISITOR, type Account } from './support/accounts.js';
import { call } from './support/client.js';
import { ENGLISH, FRENCH } from './support/fixtures.js';
import { orderRequest, placeOrder, seedCart, seedSettings } from './support/orders.js';
import { resetDatabase, seedProduct } from './support/seed.js';

let owner: Account;
let stranger: Account;

type Placed = { order_id: string; number: string; session_id: string };
type StoredOrder = { status: string; payment: { status: string; events?: Record<string, true> } };
type ActionResult = {
  order_id: string;
  number: string;
  applied: boolean;
  order_status: string;
  payment_status: string;
};

const action = (data: unknown, caller = owner) =>
  call<ActionResult>('sandboxPaymentAction', data, caller);

/** An online order of 2 units of a fresh product (stock 5), awaiting its payment. */
async function onlineOrder(product: string, extra: Record<string, unknown> = {}): Promise<Placed> {
  await seedProduct(product, { price: 149.99, stock: 5 });
  await seedCart(owner.uid, { [product]: 2 });
  const outcome = await placeOrder(orderRequest({ payment_method: 'card', ...extra }), owner);
  if (!outcome.ok) throw new Error(outcome.message);
  const url = new URL(outcome.result.payment_url!, 'http://x');
  return {
    order_id: outcome.result.order_id,
    number: outcome.result.number,
    session_id: url.searchParams.get('session')!,
  };
}

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
  [owner, stranger] = await Promise.all([newAccount(), newAccount()]);
});
afterAll(closeAdmin);

describe('sandboxPaymentAction', () => {
  it('« Payer » marks the order paid; clicking again changes nothing', async () => {
    const placed = await onlineOrder('a-paid');
    const first = await action({ session_id: placed.session_id, outcome: 'paid' });
    expect(first).toEqual({
      ok: true,
      result: {
        order_id: placed.order_id,
        number: placed.number,
        applied: true,
        order_status: 'paid',
        payment_status: 'paid',
      },
    });
    const order = await read<StoredOrder>(`orders/${placed.order_id}`);
    expect(order?.payment.events).toEqual({ [`${placed.session_id}_paid`]: true });
    const before = await dump();
    const again = await action({ session_id: placed.session_id, outcome: 'paid' });
    expect(again).toMatchObject({ ok: true, result: { applied: false, order_status: 'paid' } });
    const late = await action({ session_id: placed.session_id, outcome: 'failed' });
    expect(late).toMatchObject({ ok: true, result: { applied: false, payment_status: 'paid' } });
    expect(await dump()).toEqual(before);
  });

  it('two simultaneous clicks on « Payer » apply one payment', async () => {
    const placed = await onlineOrder('a-double');
    const request = { session_id: placed.session_id, outcome: 'paid' };
    const replies = await Promise.all([action(request), action(request), action(request)]);
    const applied = replies.filter((r) => r.ok && r.result.applied);
    expect(applied).toHaveLength(1);
    expect(replies.every((r) => r.ok && r.result.order_status === 'paid')).toBe(true);
    const order = await read<StoredOrder>(`orders/${placed.order_id}`);
    expect(order).toMatchObject({ status: 'paid', payment: { status: 'paid' } });
  });

  it.each([
    ['failed', 'a-failed'],
    ['cancelled', 'a-cancelled'],
  ])('« %s » cancels the order and gives the stock back once', async (outcome, product) => {
    const placed = await onlineOrder(product);
    expect(await read(`products/${product}/stock`)).toBe(3);
    const reply = await action({ session_id: placed.session_id, outcome });
    expect(reply).toMatchObject({
      ok: true,
      result: { applied: true, order_status: 'cancelled', payment_status: outcome },
    });
    expect(await read(`products/${product}/stock`)).toBe(5);
    const before = await dump();
    for (const next of [outcome, 'paid']) {
      const again = await action({ session_id: placed.session_id, outcome: next });
      expect(again).toMatchObject({ ok: true, result: { applied: false } });
    }
    expect(await dump()).toEqual(before);
  });

  it('pays an instalment order with its session', async () => {
    const placed = await onlineOrder('a-instalments', {
      payment_method: 'instalments',
      instalments: 3,
    });
    const reply = await action({ session_id: placed.session_id, outcome: 'paid' });
    expect(reply).toMatchObject({ ok: true, result: { applied: true, order_status: 'paid' } });
  });

  it('refuses a visitor, another customer and an unknown session, writing nothing', async () => {
    const placed = await onlineOrder('a-owner');
    const request = { session_id: placed.session_id, outcome: 'paid' };
    const before = await dump();
    expect(await action(request, VISITOR as Account)).toMatchObject({
      ok: false,
      code: 'unauthenticated',
      message: MESSAGES.unauthenticated,
    });
    expect(await action(request, stranger)).toMatchObject({
      ok: false,
      code: 'permission-denied',
      message: 'Cette session de paiement ne vous appartient pas.',
    });
    expect(await action({ session_id: 'sbx_inconnue', outcome: 'paid' })).toMatchObject({
      ok: false,
      code: 'not-found',
      message: 'Cette session de paiement est introuvable.',
    });
    expect(await dump()).toEqual(before);
    expect(await read(`orders/${placed.order_id}/status`)).toBe('pending_payment');
  });

  it.each([
    ['no data', () => null],
    ['a missing session', () => ({ outcome: 'paid' })],
    ['a missing outcome', (s: string) => ({ session_id: s })],
    ['an unknown outcome', (s: string) => ({ session_id: s, outcome: 'refunded' })],
    ['a session id with a slash', () => ({ session_id: 'sbx/../orders', outcome: 'paid' })],
    ['an amount from the client', (s: string) => ({ session_id: s, outcome: 'paid', amount: 1 })],
    [
      'an order id from the client',
      (s: string) => ({ session_id: s, outcome: 'paid', order_id: 'x' }),
    ],
  ])('refuses %s: French invalid-argument, no write', async (_label, data) => {
    const placed = await onlineOrder(`a-bad-${Math.random().toString(36).slice(2, 8)}`);
    const before = await dump();
    const outcome = await action(data(placed.session_id));
    expect(outcome).toMatchObject({ ok: false, code: 'invalid-argument' });
    const message = outcome.ok ? '' : outcome.message;
    expect(message).toMatch(FRENCH);
    expect(message).not.toMatch(ENGLISH);
    expect(await dump()).toEqual(before);
  });
});
