// Orders paid through the Stripe and Alma adapters of the payments stack, for the suites that
// need a paid order first (refunds): placed by the customer, then paid on the sandbox's test
// page, which notifies the shop as each provider does.
import { expect } from 'vitest';
import { read } from './admin.js';
import type { Account } from './accounts.js';
import { chooseOnTestPage, orderRequest, seedCart, type OrderAnswer } from './orders.js';
import { callPayments } from './payments-stack.js';
import type { PaymentSandbox } from '@fohzshop/local-stack/stack/payment-sandbox/server';
import { seedProduct } from './seed.js';

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

/** A card order paid on the sandbox's page: the sandbox notified stripeWebhook. */
export async function paidCard(sandbox: PaymentSandbox, customer: Account, product: string) {
  const placed = await place(customer, product, { payment_method: 'card' });
  expect((await chooseOnTestPage(placed.ref, 'paid', sandbox.origin)).status).toBe(200);
  expect(await read(`orders/${placed.order_id}/payment/status`)).toBe('paid');
  const intent = sandbox.stripeSessions.get(placed.ref)!.payment_intent!;
  return { ...placed, intent };
}

/** An order in 3 instalments accepted on the sandbox's page (Alma's IPN then read back). */
export async function paidAlma(sandbox: PaymentSandbox, customer: Account, product: string) {
  const placed = await place(customer, product, { payment_method: 'instalments', instalments: 3 });
  expect((await chooseOnTestPage(placed.ref, 'paid', sandbox.origin)).status).toBe(200);
  expect(await read(`orders/${placed.order_id}/payment/status`)).toBe('paid');
  return placed;
}
