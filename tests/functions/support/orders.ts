// Ordering fixtures: shop settings, carts written as the customer would, valid placeOrder
// requests, and the customer's choice on the payment sandbox's test page.
import { randomUUID } from 'node:crypto';
import { db } from './admin.js';
import { call, type Caller } from './client.js';
import { PAYMENT_SANDBOX_ORIGIN } from './stack.js';

export type OrderAnswer = { order_id: string; number: string; payment_url?: string };

export const SHOP_SETTINGS = {
  bank: {
    holder: 'FōhzShop SAS',
    bank_name: 'Banque de Démo',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    bic: 'AGRIFRPP',
  },
  contact: { email: 'contact@fohzshop.fr', phone: '01 23 45 67 89', address: '' },
  bank_transfer_hold_hours: 72,
};

export const ADDRESS = {
  first_name: 'Léa',
  last_name: 'Martin',
  line1: '12 rue de la Paix',
  postal_code: '75002',
  city: 'Paris',
};

export const newKey = (): string => `k-${randomUUID()}`;

export function orderRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    idempotency_key: newKey(),
    shipping_address: ADDRESS,
    payment_method: 'bank_transfer',
    accept_terms: true,
    ...overrides,
  };
}

/**
 * Reservation limits wide enough for the tests whose subject is something else (an account
 * placing many orders in a row); reservations.test.ts tries the shop's real defaults.
 */
export const ROOMY_RESERVATION_LIMITS = {
  max_unpaid_orders_per_account: 20,
  max_unpaid_value_cents_per_account: 100_000_000,
  max_product_share_percent: 100,
  max_unpaid_transfers_total: 100_000,
  max_unpaid_transfer_value_cents_total: 10_000_000_000,
};

export async function seedSettings(): Promise<void> {
  await db().ref('settings').update({
    shop: SHOP_SETTINGS,
    reservations: ROOMY_RESERVATION_LIMITS,
  });
}

/** carts/{uid} with the given quantities (prices are never stored in a cart). */
export async function seedCart(uid: string, items: Record<string, number>): Promise<void> {
  const at = '2026-02-01T09:00:00.000Z';
  await db()
    .ref(`carts/${uid}`)
    .set({
      items: Object.fromEntries(
        Object.entries(items).map(([id, quantity]) => [id, { quantity, added_at: at }]),
      ),
      updated_at: at,
    });
}

export const placeOrder = (data: unknown, caller: Caller) =>
  call<OrderAnswer>('placeOrder', data, caller);

/** The Stripe session or Alma payment id of a hosted page URL of the payment sandbox. */
export const sessionOf = (paymentUrl: string): string =>
  new URL(paymentUrl).searchParams.get('session') ?? '';

export type TestPageReply = { status: number; body: Record<string, unknown> };

/**
 * « Payer », « Échec » or « Annuler » on the test page, as the page sends it: the sandbox
 * changes the payment and notifies the functions' stripeWebhook / almaWebhook over HTTP.
 */
export async function chooseOnTestPage(
  id: string,
  outcome: 'paid' | 'failed' | 'cancelled',
  sandboxOrigin = PAYMENT_SANDBOX_ORIGIN,
): Promise<TestPageReply> {
  const response = await fetch(`${sandboxOrigin}/sandbox/sessions/${encodeURIComponent(id)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
