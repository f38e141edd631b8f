// The lawful reference price of a reduction (L112-1-1 C. conso., CJEU C-330/23), computed from a
// product's price history (price_history/{product_id}, server-only; docs/data-model.md). Used by
// the functions that write prices, by the nightly refresh and by the demo seed. zod-free and pure.
//
// A history is a list of price changes: from `at` on, the price was `price_cents` until the next
// change. A reduction begins at a change to a price lower than every price in force during the
// 30 days before it; its reference is the lowest of those prices. Successive reductions keep the
// reference of the first one as long as every price since then stays below it, for at most
// REDUCTION_MAX_DAYS (after that the reduced price is simply the price).

import { entriesOf, fieldOf } from '../stored-value';

export const PRICE_HISTORY = 'price_history';
const DAY_MS = 24 * 60 * 60 * 1000;
/** L112-1-1: the lowest price of the 30 days before the reduction. */
export const REFERENCE_WINDOW_DAYS = 30;
/**
 * How long a reduction (or a series of successive ones) may be announced. Not fixed by the law:
 * past that the reduced price is the regular one and the nightly refresh withdraws the reduction.
 */
export const REDUCTION_MAX_DAYS = 30;

export type PriceChange = { price_cents: number; at: number };

/** A stored price_history/{id} value ({pushId: {price_cents, at}}) → changes in time order. */
export function priceChangesOf(raw: unknown): PriceChange[] {
  return entriesOf(raw)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([, entry]): PriceChange[] => {
      const price_cents = fieldOf(entry, 'price_cents');
      const at = fieldOf(entry, 'at');
      return typeof price_cents === 'number' &&
        Number.isSafeInteger(price_cents) &&
        price_cents >= 0 &&
        typeof at === 'number' &&
        Number.isFinite(at)
        ? [{ price_cents, at }]
        : [];
    })
    .sort((a, b) => a.at - b.at);
}

/** The last recorded price, or null for an empty history. */
export const lastRecordedPrice = (history: readonly PriceChange[]): number | null =>
  history.length === 0 ? null : history[history.length - 1]!.price_cents;

/**
 * The price segments up to `now`: changes in time order, repeated prices merged, and the
 * current price appended at `now` when the history does not end with it yet.
 */
function segmentsOf(history: readonly PriceChange[], priceCents: number, now: number) {
  const segments: PriceChange[] = [];
  for (const change of [...history].sort((a, b) => a.at - b.at))
    if (change.at <= now && segments.at(-1)?.price_cents !== change.price_cents)
      segments.push(change);
  if (segments.at(-1)?.price_cents !== priceCents)
    segments.push({ price_cents: priceCents, at: now });
  return segments;
}

/**
 * The lowest price in force at some moment of [start − 30 days, start), among the segments
 * before index `i` (which starts at `start`); Infinity when none was in force.
 */
function lowestBefore(segments: readonly PriceChange[], i: number): number {
  const start = segments[i]!.at;
  const from = start - REFERENCE_WINDOW_DAYS * DAY_MS;
  let lowest = Infinity;
  for (let j = i - 1; j >= 0; j--) {
    const end = segments[j + 1]!.at;
    if (end <= from) break;
    if (end > segments[j]!.at) lowest = Math.min(lowest, segments[j]!.price_cents);
  }
  return lowest;
}

export type LawfulReduction = {
  /** The prior price to strike through, cents. */
  reference_cents: number;
  /** When the (first of the successive) reduction(s) began, ms. */
  since: number;
};

/**
 * The reduction the history justifies for the current price at `now`, or null when the current
 * price is not a reduction (no lower price than every price of the 30 days before, or no history).
 */
export function lawfulReduction(
  history: readonly PriceChange[],
  priceCents: number,
  now: number,
): LawfulReduction | null {
  const segments = segmentsOf(history, priceCents, now);
  const oldest = now - REDUCTION_MAX_DAYS * DAY_MS;
  let found: LawfulReduction | null = null;
  let highestSince = -Infinity;
  for (let i = segments.length - 1; i >= 1 && segments[i]!.at >= oldest; i--) {
    highestSince = Math.max(highestSince, segments[i]!.price_cents);
    const lowest = lowestBefore(segments, i);
    // The earliest start whose reference every later price stays below: the first reduction.
    if (Number.isFinite(lowest) && highestSince < lowest)
      found = { reference_cents: lowest, since: segments[i]!.at };
  }
  return found;
}

/** The lowest price in force during the last 30 days, the current one included. */
export function lowestOfLast30Days(
  history: readonly PriceChange[],
  priceCents: number,
  now: number,
): number {
  const segments = segmentsOf(history, priceCents, now);
  segments.push({ price_cents: priceCents, at: now + 1 });
  return Math.min(priceCents, lowestBefore(segments, segments.length - 1));
}

/** What the server decides about the struck-through price an admin entered. */
export type ReductionVerdict =
  | { status: 'none' }
  | { status: 'shown'; reference_cents: number }
  | { status: 'refused'; lawful_cents: number | null; lowest_cents: number };

/**
 * `old_price` is shown only when it is exactly the lawful reference: otherwise the admin is
 * told the lawful reference (if the price is a reduction at all) and the 30-day low.
 */
export function judgeOldPrice(
  oldPriceCents: number | undefined,
  history: readonly PriceChange[],
  priceCents: number,
  now: number,
): ReductionVerdict {
  if (oldPriceCents === undefined) return { status: 'none' };
  const lawful = lawfulReduction(history, priceCents, now);
  if (lawful && lawful.reference_cents === oldPriceCents)
    return { status: 'shown', reference_cents: lawful.reference_cents };
  return {
    status: 'refused',
    lawful_cents: lawful?.reference_cents ?? null,
    lowest_cents: lowestOfLast30Days(history, priceCents, now),
  };
}
