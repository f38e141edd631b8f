// Stock held by unpaid orders, as the Hyperviseur shows it: units reserved per product, each
// hold with its expiry, and the summary of what awaits payment. An order holds its
// stock_reserved while it awaits payment and until its stock is released (cancel, expiry).
import { formatCents, toCents } from '@fohzshop/shared/money';
import type { ReservationLimits } from '@fohzshop/shared/reservations/limits';
import type { Order, PaymentMethod } from '@fohzshop/shared/schemas/order';

export type Hold = {
  orderId: string;
  number: string;
  units: number;
  method: PaymentMethod;
  /** When the hold ends (the order expires and its stock is released), if set. */
  expiresAt: string | null;
  /** Bank transfer: when the reminder to pay was sent. */
  reminderSentAt: string | null;
};

/** An unpaid order whose reserved units are still taken from the stock. */
export const isHolding = (order: Order): boolean =>
  order.status === 'pending_payment' && order.stock_released_at === undefined;

const endOf = (iso: string | null): number => (iso ? Date.parse(iso) : Infinity);

/** Earliest end first; a hold without an end last. */
const byExpiry = (a: Hold, b: Hold): number =>
  endOf(a.expiresAt) - endOf(b.expiresAt) || a.number.localeCompare(b.number);

/** product id → the holds on it, the one that ends first first. */
export function holdsByProduct(orders: readonly Order[]): Map<string, Hold[]> {
  const holds = new Map<string, Hold[]>();
  for (const order of orders) {
    if (!isHolding(order)) continue;
    for (const [productId, units] of Object.entries(order.stock_reserved ?? {})) {
      if (units <= 0) continue;
      const hold: Hold = {
        orderId: order.order_id,
        number: order.number,
        units,
        method: order.payment.method,
        expiresAt: order.expires_at ?? null,
        reminderSentAt: order.payment.reminder_sent_at ?? null,
      };
      holds.set(productId, [...(holds.get(productId) ?? []), hold]);
    }
  }
  for (const list of holds.values()) list.sort(byExpiry);
  return holds;
}

/** product id → units its holds take. */
export function reservedUnits(holds: ReadonlyMap<string, readonly Hold[]>): Map<string, number> {
  return new Map(
    [...holds].map(([productId, list]) => [productId, list.reduce((n, h) => n + h.units, 0)]),
  );
}

export type PendingReservations = {
  orders: number;
  /** Of which bank transfers (their hold lasts days). */
  transfers: number;
  valueCents: number;
  /** The hold that ends first, or null when none has an end. */
  nextExpiry: string | null;
  /** Holds whose end has passed: the expiry job has not released them yet. */
  overdue: number;
};

export function pendingReservations(orders: readonly Order[], now: Date): PendingReservations {
  const holding = orders.filter(isHolding);
  const ends = holding
    .flatMap((o) => (o.expires_at ? [o.expires_at] : []))
    .sort((a, b) => endOf(a) - endOf(b));
  return {
    orders: holding.length,
    transfers: holding.filter((o) => o.payment.method === 'bank_transfer').length,
    valueCents: holding.reduce((sum, o) => sum + toCents(o.totals.total), 0),
    nextExpiry: ends[0] ?? null,
    overdue: ends.filter((end) => endOf(end) <= now.getTime()).length,
  };
}

const EXPIRY = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** « expire le 3 décembre 2026 à 14:00 » (Paris), « expirée le … » once passed. */
export function expiryLabel(iso: string, now: Date): string {
  const when = EXPIRY.format(new Date(iso));
  return Date.parse(iso) <= now.getTime() ? `expirée le ${when}` : `expire le ${when}`;
}

/** « 1 commande », « 2 commandes ». */
export const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;

/** The limits in force, in one French sentence (the dashboard shows them read-only). */
export function limitsSentence(limits: ReservationLimits): string {
  const orders = limits.max_unpaid_orders_per_account;
  return (
    `par compte, ${plural(orders, 'commande')} non payée${orders > 1 ? 's' : ''} et ` +
    `${formatCents(limits.max_unpaid_value_cents_per_account)} au plus, ` +
    `${limits.max_product_share_percent} % des unités d’un produit ; pour la boutique, ` +
    `${plural(limits.max_unpaid_transfers_total, 'virement')} en attente et ` +
    `${formatCents(limits.max_unpaid_transfer_value_cents_total)} au plus.`
  );
}
