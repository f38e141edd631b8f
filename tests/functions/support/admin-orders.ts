// Admin order fixtures: orders created through adminCreateOrder for a customer, and the stored
// order as the tests read it back.
import { read } from './admin.js';
import type { Account } from './accounts.js';
import { call, succeed } from './client.js';
import { ADDRESS } from './orders.js';
import { seedProduct } from './seed.js';

export type StoredOrder = {
  order_id: string;
  number: string;
  status: string;
  note?: string;
  items: { product_id: string; quantity: number; unit_price: number }[];
  totals: { items: number; total: number };
  stock_reserved?: Record<string, number>;
  stock_released_at?: string;
  payment: {
    status: string;
    refunded_amount?: number;
    refunds?: Record<string, { amount: number }>;
  };
  delivery: Record<string, unknown>;
  return?: Record<string, unknown>;
  credit_notes?: Record<string, { amount: number }>;
  history: { event: string; by: string; at: string }[];
};

export const orderOf = (id: string) => read<StoredOrder>(`orders/${id}`);
export const stockOf = (product: string) => read<number>(`products/${product}/stock`);

export function createRequest(
  customer: Account,
  items: Record<string, number>,
  overrides: Record<string, unknown> = {},
) {
  return {
    user_id: customer.uid,
    items: Object.entries(items).map(([product_id, quantity]) => ({ product_id, quantity })),
    shipping_address: ADDRESS,
    payment_method: 'bank_transfer',
    ...overrides,
  };
}

/** A fresh product (price 149,99 €) and a bank-transfer order of `quantity` of it. */
export async function newOrder(
  admin: Account,
  customer: Account,
  product: string,
  quantity = 2,
  stock = 5,
): Promise<string> {
  await seedProduct(product, { price: 149.99, stock });
  const answer = await succeed<{ order_id: string }>(
    'adminCreateOrder',
    createRequest(customer, { [product]: quantity }),
    admin,
  );
  return answer.order_id;
}

/** newOrder, then the transfer marked received. */
export async function paidOrder(admin: Account, customer: Account, product: string) {
  const id = await newOrder(admin, customer, product);
  await succeed('adminUpdatePayment', { order_id: id, status: 'paid' }, admin);
  return id;
}

export const update = (name: string, data: Record<string, unknown>, who: Account) =>
  call(name, data, who);
