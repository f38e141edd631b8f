// Generated orders over the last 12 months: the generated customers buy from the whole catalogue
// (mostly parts, sometimes a scooter), totals are computed by the shop's own cart arithmetic in
// cents, then each order lives its life (order-life.ts). Numbers and documents: documents.ts.
import { computeCartTotals } from '@fohzshop/shared/cart-totals';
import { instalmentIneligibility, instalmentPlan } from '@fohzshop/shared/instalments';
import { fromCents } from '@fohzshop/shared/money';
import { orderContent } from '@fohzshop/shared/order-content';
import { ADMIN_ORDER_EVENTS } from '@fohzshop/shared/admin-order-messages';
import { BANK_TRANSFER_HOLD_HOURS, ONLINE_PAYMENT_HOLD_MINUTES } from '@fohzshop/shared/payments';
import { ORDER_EVENTS } from '@fohzshop/shared/order-messages';
import type { Order, Payment, PaymentMethod } from '@fohzshop/shared/schemas/order';
import type { Product } from '@fohzshop/shared/schemas/product';
import type { User } from '@fohzshop/shared/schemas/user';
import { SCOOTER } from '../catalog/entry';
import { companyAddress } from './customers';
import { orderAdminOf, pushHistory } from './order-admin-parts';
import { liveOrder } from './order-life';
import type { Random } from './prng';
import { pushId } from './push-id';
import { orderTime, pickLines, type Catalogue } from './order-basket';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Replaced by documents.ts once every order exists (numbers follow the creation order). */
export const UNNUMBERED = 'FZ-0000-000000';

export interface OrderSources {
  products: readonly Product[];
  customers: readonly User[];
  adminUid: string;
  rand: Random;
  now: Date;
}

function paymentFor(
  method: PaymentMethod,
  totalCents: number,
  created: Date,
  rand: Random,
): Payment {
  if (method === 'bank_transfer')
    // The reference (the order number) is set with the number, in documents.ts.
    return { method, provider: 'bank_transfer', status: 'pending' };
  // Ids shaped like the providers' (and the local payment sandbox's), marked as seeded; the
  // stack registers the paid ones with the sandbox at start (payment-sandbox/known-orders.ts).
  const key = pushId(created.getTime(), rand).replace(/[^A-Za-z0-9]/g, '');
  if (method === 'card')
    return { method, provider: 'stripe', status: 'pending', provider_ref: `cs_test_seed${key}` };
  const instalments = rand.pick([2, 3, 4] as const);
  const schedule = instalmentPlan(totalCents, instalments, created).payments.map((p) => ({
    date: p.date,
    amount: fromCents(p.amountCents),
    status: 'scheduled' as const,
  }));
  return {
    method,
    provider: 'alma',
    status: 'pending',
    provider_ref: `payment_seed${key}`,
    instalments,
    schedule,
  };
}

function newOrder(sources: OrderSources, catalogue: Catalogue): Order {
  const { rand, customers, adminUid } = sources;
  // Loyal customers order more often than the rest.
  const customer = customers[Math.floor(rand.next() ** 2 * customers.length)] as User;
  const created = new Date(orderTime(rand, sources.now.getTime()));
  const lines = pickLines(catalogue, rand);
  const byId = Object.fromEntries(lines.map(({ product }) => [product.product_id, product]));
  const cart = Object.fromEntries(
    lines.map(({ product, quantity }) => [product.product_id, { quantity }]),
  );
  const totals = computeCartTotals(cart, byId);
  let method = rand.weighted([
    ['card', 55],
    ['bank_transfer', 25],
    ['instalments', 20],
  ] as const);
  if (method === 'instalments' && instalmentIneligibility(totals.totalCents)) method = 'card';
  const byShop = rand.chance(0.03);
  const at = created.toISOString();
  const holdMs =
    method === 'bank_transfer'
      ? BANK_TRANSFER_HOLD_HOURS * HOUR_MS
      : ONLINE_PAYMENT_HOLD_MINUTES * MINUTE_MS;
  const order: Order = {
    order_id: pushId(created.getTime(), rand),
    number: UNNUMBERED,
    user_id: customer.user_id,
    email: customer.email,
    ...orderContent(totals),
    shipping_address: rand.pick(customer.addresses),
    ...(rand.chance(0.08) && { billing_address: companyAddress(rand, customer) }),
    payment: paymentFor(method, totals.totalCents, created, rand),
    delivery: { status: 'pending' },
    status: 'pending_payment',
    history: [],
    created_at: at,
    updated_at: at,
    expires_at: new Date(created.getTime() + holdMs).toISOString(),
    stock_reserved: Object.fromEntries(
      lines.map(({ product, quantity }) => [product.product_id, quantity]),
    ),
    ...(!byShop && {
      idempotency_key: rand.chars(
        24,
        'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
      ),
    }),
  };
  // The first history line; an admin's uid and note go to the admin-only part.
  if (byShop) {
    pushHistory(order, at, ADMIN_ORDER_EVENTS.created, adminUid);
    Object.assign(orderAdminOf(order), {
      note: 'Commande prise par téléphone.',
      note_by: adminUid,
      note_at: at,
    });
  } else pushHistory(order, at, ORDER_EVENTS.placed, customer.user_id);
  return order;
}

/** `count` orders, oldest first, each already lived up to `now`. */
export function generateOrders(count: number, sources: OrderSources): Order[] {
  const catalogue = {
    scooters: sources.products.filter((p) => p.type === SCOOTER),
    parts: sources.products.filter((p) => p.type !== SCOOTER),
  };
  const nowMs = sources.now.getTime();
  const orders = Array.from({ length: count }, () => newOrder(sources, catalogue));
  for (const order of orders) {
    liveOrder(order, { rand: sources.rand, nowMs, adminUid: sources.adminUid });
    // Instalments fall due monthly once the first one is paid.
    const { schedule, paid_at } = order.payment;
    if (schedule && paid_at)
      for (const due of schedule)
        if (due.date <= sources.now.toISOString().slice(0, 10)) due.status = 'paid';
  }
  return orders.sort((a, b) => a.created_at.localeCompare(b.created_at));
}
