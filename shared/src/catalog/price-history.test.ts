import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  judgeOldPrice,
  lawfulReduction,
  priceChangesOf,
  REDUCTION_MAX_DAYS,
  type PriceChange,
} from './price-history';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-27T12:00:00.000Z');

/** Histories of 0–12 changes over the last 120 days, at distinct times, oldest first. */
const histories = fc
  .array(
    fc.record({
      gap: fc.integer({ min: 60_000, max: 25 * DAY }),
      price_cents: fc.integer({ min: 1, max: 500_000 }),
    }),
    { maxLength: 12 },
  )
  .chain((steps) =>
    fc.integer({ min: 0, max: 120 * DAY }).map((back) => {
      let at = NOW - back;
      return steps
        .map(({ gap, price_cents }) => ({ price_cents, at: (at += gap) - gap }))
        .filter((change) => change.at <= NOW);
    }),
  );

/** The oracle: the price in force at `t` (the last change at or before it). */
const priceAt = (history: readonly PriceChange[], t: number): number | undefined =>
  [...history].reverse().find((change) => change.at <= t)?.price_cents;

/** Every price in force at some moment of [from, to), by sampling each change and `from`. */
function pricesDuring(history: readonly PriceChange[], from: number, to: number): number[] {
  const moments = [from, ...history.map((c) => c.at).filter((at) => at > from && at < to)];
  return moments.map((t) => priceAt(history, t)).filter((p): p is number => p !== undefined);
}

/** The history as the server keeps it: the current price recorded at `now` if it changed. */
const recorded = (history: PriceChange[], price: number): PriceChange[] =>
  history.at(-1)?.price_cents === price ? history : [...history, { price_cents: price, at: NOW }];

describe('lawful reference price (L112-1-1, CJEU C-330/23)', () => {
  it('is never above the lowest price of the 30 days before the reduction, and is that price', () => {
    fc.assert(
      fc.property(histories, fc.integer({ min: 1, max: 500_000 }), (history, price) => {
        const reduction = lawfulReduction(history, price, NOW);
        if (!reduction) return;
        const all = recorded(history, price);
        const window = pricesDuring(all, reduction.since - 30 * DAY, reduction.since);
        expect(window.length).toBeGreaterThan(0);
        expect(reduction.reference_cents).toBe(Math.min(...window));
        // A real reduction: every price since it began is below the reference.
        for (const p of pricesDuring(all, reduction.since, NOW + 1))
          expect(p).toBeLessThan(reduction.reference_cents);
        expect(reduction.since).toBeGreaterThanOrEqual(NOW - REDUCTION_MAX_DAYS * DAY);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the first reference through successive reductions', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 500_000 }),
        fc.integer({ min: 1, max: REDUCTION_MAX_DAYS * DAY - 1 }),
        fc.array(fc.record({ share: fc.double({ min: 0.01, max: 0.99, noNaN: true }) }), {
          minLength: 1,
          maxLength: 6,
        }),
        (regular, age, cuts) => {
          const start = NOW - age;
          // The regular price for 60 days, then a first reduction, then later changes below it.
          const history: PriceChange[] = [{ price_cents: regular, at: start - 60 * DAY }];
          cuts.forEach(({ share }, i) =>
            history.push({
              price_cents: Math.max(1, Math.floor(regular * share)),
              at: start + Math.floor((i * age) / cuts.length),
            }),
          );
          const current = history.at(-1)!.price_cents;
          expect(lawfulReduction(history, current, NOW)).toEqual({
            reference_cents: regular,
            since: start,
          });
        },
      ),
    );
  });

  it('shows no reduction without support in the history', () => {
    fc.assert(
      fc.property(histories, fc.integer({ min: 1, max: 500_000 }), (history, price) => {
        expect(lawfulReduction([], price, NOW)).toBeNull();
        // Every reduction rests on a recorded price before it began.
        const reduction = lawfulReduction(history, price, NOW);
        if (reduction) expect(history.some((c) => c.at < reduction.since)).toBe(true);
        // Without any change in the last 30 days, the current price is the regular one.
        const quiet = history.filter((c) => c.at < NOW - 31 * DAY);
        expect(lawfulReduction(quiet, quiet.at(-1)?.price_cents ?? price, NOW)).toBeNull();
        // old_price is shown only when it is the lawful reference.
        const verdict = judgeOldPrice(price + 1, history, price, NOW);
        const lawful = lawfulReduction(history, price, NOW);
        expect(verdict.status === 'shown').toBe(lawful?.reference_cents === price + 1);
      }),
      { numRuns: 300 },
    );
  });

  it('ends a reduction when the price goes back up, and after REDUCTION_MAX_DAYS', () => {
    const regular: PriceChange = { price_cents: 10_000, at: NOW - 90 * DAY };
    const cut: PriceChange = { price_cents: 9_000, at: NOW - 10 * DAY };
    expect(lawfulReduction([regular, cut], 9_000, NOW)).toEqual({
      reference_cents: 10_000,
      since: cut.at,
    });
    const back = { price_cents: 10_000, at: NOW - 5 * DAY };
    // The 9 000 of 10 days ago is now the lowest of the last 30 days: no new reduction to 9 000.
    expect(lawfulReduction([regular, cut, back], 9_000, NOW)).toBeNull();
    expect(lawfulReduction([regular, cut], 9_000, NOW + 21 * DAY)).toBeNull();
  });

  it('takes the lowest price of the window, not the one just before the reduction', () => {
    // 80 €, a one-day rise to 100 €, then « 90 € » announced as a reduction: not lawful.
    const history = [
      { price_cents: 8_000, at: NOW - 60 * DAY },
      { price_cents: 10_000, at: NOW - DAY },
    ];
    expect(lawfulReduction(history, 9_000, NOW)).toBeNull();
    expect(judgeOldPrice(10_000, history, 9_000, NOW)).toEqual({
      status: 'refused',
      lawful_cents: null,
      lowest_cents: 8_000,
    });
  });

  it('reads a stored history leniently, in time order', () => {
    expect(
      priceChangesOf({
        b: { price_cents: 200, at: 2 },
        a: { price_cents: 100, at: 1 },
        c: { price_cents: -1, at: 3 },
        d: 'x',
        e: { price_cents: 1.5, at: 4 },
      }),
    ).toEqual([
      { price_cents: 100, at: 1 },
      { price_cents: 200, at: 2 },
    ]);
    expect(priceChangesOf(null)).toEqual([]);
  });
});
