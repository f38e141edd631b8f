// Pure rules about a customer's own orders, shared by the account pages and the account
// functions: the withdrawal window, what counts as « in progress » (blocks account deletion),
// the dated timeline, and how an order is anonymised when its customer deletes the account.
import { RETURN_WINDOW_DAYS } from './payments';
import type { OrderStatus } from './state-machines/order';
import type { ReturnStatus } from './state-machines/return';
import { isStoredObject, listOf } from './stored-value';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Minimal view of an order these rules need (stored orders and parsed ones both fit). */
export type OrderFacts = {
  status: OrderStatus | string;
  delivery?: { status?: string; delivered_at?: string } | null;
  return?: { status?: ReturnStatus | string } | null;
};

export type ReturnEligibility =
  | { eligible: true; deadline: Date }
  | { eligible: false; reason: 'not-delivered' | 'window-closed' | 'already-requested' };

/** Whether the customer may still withdraw, and until when (14 days after delivery). */
export function returnEligibility(order: OrderFacts, now: Date): ReturnEligibility {
  if (order.return) return { eligible: false, reason: 'already-requested' };
  const deliveredAt = Date.parse(order.delivery?.delivered_at ?? '');
  if (order.status !== 'delivered' || Number.isNaN(deliveredAt))
    return { eligible: false, reason: 'not-delivered' };
  const deadline = new Date(deliveredAt + RETURN_WINDOW_DAYS * DAY_MS);
  return now.getTime() > deadline.getTime()
    ? { eligible: false, reason: 'window-closed' }
    : { eligible: true, deadline };
}

/** Orders still moving: unpaid, paid but not delivered yet. */
const ORDER_IN_PROGRESS: readonly string[] = ['pending_payment', 'paid', 'preparing', 'shipped'];
/** Returns the shop still has to handle (goods or refund owed). */
const RETURN_OPEN: readonly string[] = ['requested', 'accepted', 'received'];

/** True while the shop still owes or expects something on this order. */
export function isOrderInProgress(order: OrderFacts): boolean {
  if (ORDER_IN_PROGRESS.includes(order.status)) return true;
  return order.return?.status !== undefined && RETURN_OPEN.includes(order.return.status);
}

export type TimelineEntry = { at: string; event: string };

/** History lines oldest first (RTDB may hand a list back as an object keyed by index). */
export function orderTimeline(history: unknown): TimelineEntry[] {
  const list = Array.isArray(history)
    ? history
    : history && typeof history === 'object'
      ? Object.values(history)
      : [];
  return list
    .filter(
      (entry): entry is TimelineEntry =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as TimelineEntry).at === 'string' &&
        typeof (entry as TimelineEntry).event === 'string' &&
        !Number.isNaN(Date.parse((entry as TimelineEntry).at)),
    )
    .map(({ at, event }) => ({ at, event }))
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** Stands in for every personal field of an order whose customer deleted the account. */
export const ANONYMISED = 'Client supprimé';
/** Valid as an e-mail (the order schema requires one) and deliverable nowhere (.invalid). */
export const ANONYMISED_EMAIL = 'client-supprime@anonyme.invalid';
/** Replaces the deleted customer's uid in user_id. */
export const ANONYMISED_USER_ID = 'compte-supprime';

type Row = Record<string, unknown>;

function anonymiseAddress(address: unknown): unknown {
  if (!isStoredObject(address)) return address;
  const { company: _c, line2: _l, phone: _p, label: _x, ...kept } = address;
  // Postal code and city stay: they say where the sale was delivered (VAT territory), not who.
  return { ...kept, first_name: ANONYMISED, last_name: ANONYMISED, line1: ANONYMISED };
}

/**
 * The order as kept after its customer deleted the account: amounts, number, items, statuses and
 * dates stay (accounting and invoices must be kept), everything naming the person goes.
 */
export function anonymiseOrder(order: Row, uid: string, at: string): Row {
  const history = listOf(order.history ?? []);
  const entries: unknown[] = Array.isArray(history) ? history : [];
  return {
    ...order,
    user_id: ANONYMISED_USER_ID,
    email: ANONYMISED_EMAIL,
    shipping_address: anonymiseAddress(order.shipping_address),
    ...(order.billing_address !== undefined && {
      billing_address: anonymiseAddress(order.billing_address),
    }),
    // History lines say only a role today; a line written before that named the customer's uid.
    history: entries.map((entry) =>
      isStoredObject(entry) && entry.by === uid ? { ...entry, by: 'customer' } : entry,
    ),
    anonymised_at: at,
    updated_at: at,
  };
}

/** Seconds since the last password entry beyond which deletion asks for the password again. */
export const RECENT_LOGIN_MAX_AGE_S = 5 * 60;

export const ACCOUNT_MESSAGES = {
  deleteConfirm: 'Confirmez la suppression de votre compte.',
  recentLoginRequired:
    'Pour supprimer votre compte, saisissez à nouveau votre mot de passe puis réessayez.',
  orderInProgress: (numbers: readonly string[]) =>
    `Votre compte ne peut pas être supprimé tant qu'une commande est en cours (${numbers.join(', ')}) : ` +
    'attendez sa livraison, son annulation ou la fin du retour, ou contactez-nous.',
  deleted: 'Votre compte a été supprimé. Vos commandes sont conservées de façon anonyme.',
  exported: 'Vos données ont été téléchargées.',
  /** A token issued before the account was deleted (still valid for up to an hour). */
  accountDeleted: 'Ce compte a été supprimé. Créez un nouveau compte pour commander.',
} as const;
