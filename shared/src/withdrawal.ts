// The online withdrawal function (C. conso. L221-21 as amended by ordonnance 2026-2, D221-5 by
// décret 2026-3): pure rules shared by the page, the account, the callable and the Hyperviseur.
// Period (L221-18): 14 days from the delivery of the last item; extended by 12 months when the
// withdrawal information was not given (L221-20), or 14 days from its late receipt within that
// extension. Days are Paris calendar days; a period ending on a Saturday or Sunday runs to the
// end of the next Monday (règlement 1182/71, art. 3 §4 — public holidays are not counted here,
// the safe side would be to add them: docs/legal-compliance.md).
import type { OrderStatus } from './state-machines/order';
import type { ReturnStatus } from './state-machines/return';

export const WITHDRAWAL_PERIOD_DAYS = 14;
export const MISSING_INFORMATION_EXTENSION_MONTHS = 12;
/** Statements per order number and day, matching or not (a stranger's guesses count too). */
export const WITHDRAWALS_PER_ORDER_PER_DAY = 5;
/** L221-24: the refund is due within 14 days of being told of the withdrawal. */
export const REFUND_DEADLINE_DAYS = 14;
/**
 * The shop gives the withdrawal information before the contract (CGV, checkout, confirmation
 * e-mail), so the 12-month extension does not apply to its orders; kept explicit so that the
 * basis of every deadline is visible and testable.
 */
export const SHOP_GIVES_WITHDRAWAL_INFORMATION = true;

const DAY_MS = 24 * 60 * 60 * 1000;
const PARIS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' of the Paris calendar day holding `at`. */
export const parisDayOf = (at: number | string | Date): string => PARIS_DAY.format(new Date(at));

/** The day `days` days (or `months` months) after `day`, both 'YYYY-MM-DD'. */
function shiftDay(day: string, days: number, months = 0): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + months, d + days)).toISOString().slice(0, 10);
}

/** The instant the Paris day after `day` begins (Paris is UTC+1 or UTC+2). */
export function endOfParisDay(day: string): Date {
  const next = shiftDay(day, 1);
  const utcMidnight = Date.parse(`${next}T00:00:00Z`);
  for (const hours of [1, 2]) {
    const at = utcMidnight - hours * 3_600_000;
    if (parisDayOf(at) === next && parisDayOf(at - 1) === day) return new Date(at);
  }
  return new Date(utcMidnight);
}

/** A last day on a Saturday or Sunday moves to the following Monday. */
function workingLastDay(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 6 ? shiftDay(day, 2) : weekday === 0 ? shiftDay(day, 1) : day;
}

export type WithdrawalBasis =
  { informationGiven: true } | { informationGiven: false; informationReceivedAt?: string | null };

/** When the period of a delivery ends (the first instant it is over). */
export function withdrawalPeriodEnd(
  deliveredAt: string,
  basis: WithdrawalBasis = { informationGiven: SHOP_GIVES_WITHDRAWAL_INFORMATION },
): Date {
  const delivered = parisDayOf(deliveredAt);
  const normal = endOfParisDay(workingLastDay(shiftDay(delivered, WITHDRAWAL_PERIOD_DAYS)));
  if (basis.informationGiven) return normal;
  const extended = endOfParisDay(
    workingLastDay(
      shiftDay(delivered, WITHDRAWAL_PERIOD_DAYS, MISSING_INFORMATION_EXTENSION_MONTHS),
    ),
  );
  const late = basis.informationReceivedAt;
  if (!late || Date.parse(late) >= extended.getTime()) return extended;
  // Information given during the extension: 14 days from its receipt (never before the normal end).
  const fromInfo = endOfParisDay(
    workingLastDay(shiftDay(parisDayOf(late), WITHDRAWAL_PERIOD_DAYS)),
  );
  return new Date(Math.max(normal.getTime(), Math.min(extended.getTime(), fromInfo.getTime())));
}

/** What the rules need of an order (stored and parsed orders both fit). */
export type WithdrawalOrderFacts = {
  status: OrderStatus | string;
  delivery?: { status?: string; delivered_at?: string } | null;
};

export type WithdrawalWindow =
  /** Open; `endsAt` null while the goods are not delivered (the period has not started). */
  | { state: 'open'; endsAt: Date | null }
  | { state: 'ended'; endedAt: Date }
  /** Nothing to withdraw from: the order was cancelled, expired or fully refunded. */
  | { state: 'closed' };

const CLOSED: readonly string[] = ['cancelled', 'expired', 'refunded'];

/** Whether the withdrawal function is open for this order at `now`. */
export function withdrawalWindow(
  order: WithdrawalOrderFacts,
  now: Date,
  basis?: WithdrawalBasis,
): WithdrawalWindow {
  if (CLOSED.includes(order.status)) return { state: 'closed' };
  const deliveredAt = order.delivery?.delivered_at;
  // Delivered without a date: the latest possible date is unknown, so the function stays open.
  if (!deliveredAt || Number.isNaN(Date.parse(deliveredAt))) return { state: 'open', endsAt: null };
  const end = withdrawalPeriodEnd(deliveredAt, basis);
  return now.getTime() < end.getTime()
    ? { state: 'open', endsAt: end }
    : { state: 'ended', endedAt: end };
}

/** L221-24: the refund is due 14 days after the withdrawal was received. */
export const refundDeadline = (receivedAt: string): Date =>
  new Date(Date.parse(receivedAt) + REFUND_DEADLINE_DAYS * DAY_MS);

/** Returns still owed something by the shop: a withdrawal on such an order is open. */
const OPEN_RETURN: readonly ReturnStatus[] = ['requested', 'accepted', 'received'];

/** A withdrawal is open until its return is refunded, refused or cancelled. */
export function hasOpenWithdrawal(order: {
  withdrawals?: Record<string, unknown> | null;
  return?: { status: ReturnStatus } | null;
}): boolean {
  if (!order.withdrawals || Object.keys(order.withdrawals).length === 0) return false;
  return !order.return || OPEN_RETURN.includes(order.return.status);
}

/** Names compared without case, accents, hyphens or extra spaces, in either order. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function nameMatches(
  given: string,
  people: readonly { first_name: string; last_name: string }[],
): boolean {
  const wanted = normaliseName(given);
  if (!wanted) return false;
  return people.some(
    (p) =>
      normaliseName(`${p.first_name} ${p.last_name}`) === wanted ||
      normaliseName(`${p.last_name} ${p.first_name}`) === wanted,
  );
}

const PARIS_DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const PARIS_DATE = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** « 27 novembre 2026 à 22:15:04 (heure de Paris) ». */
export function parisDateTime(at: string | Date): string {
  const parts = Object.fromEntries(
    PARIS_DATE_TIME.formatToParts(new Date(at)).map((part) => [part.type, part.value]),
  );
  return `${parts.day} ${parts.month} ${parts.year} à ${parts.hour}:${parts.minute}:${parts.second} (heure de Paris)`;
}

/** « 11 décembre 2026 » in Paris. */
export const parisDate = (at: string | Date): string => PARIS_DATE.format(new Date(at));

/** The last day of an open period, for « jusqu'au … inclus ». */
export const lastDayOf = (end: Date): string => parisDate(new Date(end.getTime() - 1));
