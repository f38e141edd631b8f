// Ordering fixtures: shop settings, carts written as the customer would, valid placeOrder
// requests, and sandbox callbacks signed like the sandbox provider signs them.
import { createHmac, randomUUID } from 'node:crypto';
import { db } from './admin.js';
import { call, type Caller } from './client.js';
import { httpsUrl, SANDBOX_TEST_SECRET } from './stack.js';

export type OrderAnswer = { order_id: string; number: string; payment_url?: string };

export const SHOP_SETTINGS = {
  bank: {
    holder: 'FōhzShop SAS',
    bank_name: 'Banque de Démo',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    bic: 'AGRIFRPP',
  },
  contact: { email: 'contact@fohzshop.fr', phone: '01 23 45 67 89', address: '' },
  bank_transfer_days: 7,
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

export async function seedSettings(): Promise<void> {
  await db().ref('settings/shop').set(SHOP_SETTINGS);
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

export function signSandbox(rawBody: string, secret = SANDBOX_TEST_SECRET, t?: number): string {
  const timestamp = t ?? Math.floor(Date.now() / 1000);
  const digest = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

export type CallbackReply = { status: number; body: Record<string, unknown> };

/** POSTs a sandbox callback; `signature` null sends none, undefined signs correctly. */
export async function sandboxCallback(
  payload: unknown,
  signature?: string | null,
): Promise<CallbackReply> {
  const raw = JSON.stringify(payload);
  const sig = signature === undefined ? signSandbox(raw) : signature;
  const response = await fetch(httpsUrl('sandboxPaymentCallback'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(sig ? { 'x-sandbox-signature': sig } : {}) },
    body: raw,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
