// Orders paid through the Stripe and Alma adapters of the payments stack, for the suites that
// need a paid order first (refunds): placed by the customer, then paid as each provider says so.
import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import { read } from './admin.js';
import type { Account } from './accounts.js';
import { orderRequest, seedCart, type OrderAnswer } from './orders.js';
import { callPayments, paymentsUrl, TEST_KEYS } from './payments-stack.js';
import type { ProviderStub } from './provider-stub.js';
import { seedProduct } from './seed.js';
import { postStripeWebhook, stripeEvent } from './stripe-webhook.js';

export type ProviderPlaced = { order_id: string; ref: string };

/** 2 units at 149,99 € (299,98 €) of a fresh product, placed on the payments stack. */
async function place(
  customer: Account,
  product: string,
  request: Record<string, unknown>,
): Promise<ProviderPlaced> {
  await seedProduct(product, { price: 149.99, stock: 5 });
  await seedCart(customer.uid, { [product]: 2 });
  const outcome = await callPayments<OrderAnswer>('placeOrder', orderRequest(request), customer);
  if (!outcome.ok) throw new Error(outcome.message);
  const ref = await read<string>(`orders/${outcome.result.order_id}/payment/provider_ref`);
  return { order_id: outcome.result.order_id, ref: ref! };
}

/** A card order paid through Stripe (its session now has a PaymentIntent). */
export async function paidCard(stub: ProviderStub, customer: Account, product: string) {
  const placed = await place(customer, product, { payment_method: 'card' });
  const intent = `pi_test_${placed.order_id}`;
  stub.stripeSessions.get(placed.ref)!.payment_intent = intent;
  const paid = { order_id: placed.order_id, session_id: placed.ref };
  const reply = await postStripeWebhook(stripeEvent(paid, 'checkout.session.completed'));
  expect(reply.body.applied).toBe(true);
  return { ...placed, intent };
}

/** An order in 3 instalments that Alma accepted. */
export async function paidAlma(stub: ProviderStub, customer: Account, product: string) {
  const placed = await place(customer, product, { payment_method: 'instalments', instalments: 3 });
  stub.almaPayments.get(placed.ref)!.state = 'in_progress';
  const signature = createHmac('sha256', TEST_KEYS.ALMA_API_KEY).update(placed.ref).digest('hex');
  const url = `${paymentsUrl('almaWebhook')}?pid=${encodeURIComponent(placed.ref)}`;
  const response = await fetch(url, { headers: { 'x-alma-signature': signature } });
  expect(response.status).toBe(200);
  return placed;
}
