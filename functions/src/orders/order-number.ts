// Sequential order numbers FZ-<year>-<000042>: one counter per calendar year (Paris time) under
// counters/orders/{year}, incremented by a transaction so that no two orders share a number. A
// number taken by an attempt that then fails is skipped, never handed out again.
import { formatOrderNumber } from '@fohzshop/shared/schemas/order';
import { pathOf, ref } from '../core/db.js';

const parisYear = (date: Date): number =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Paris', year: 'numeric' }).format(date));

/** The counter of `now`'s year (placeOrder keeps it in cache while it works, held-value.ts). */
export const orderCounterPath = (now: Date): string =>
  pathOf('counters', 'orders', String(parisYear(now)));

export async function nextOrderNumber(now: Date): Promise<string> {
  const year = parisYear(now);
  const result = await ref(orderCounterPath(now)).transaction(
    (current: unknown) => (typeof current === 'number' ? current : 0) + 1,
  );
  const sequence: unknown = result.snapshot.val();
  if (!result.committed || typeof sequence !== 'number') throw new Error('order counter failed');
  return formatOrderNumber(year, sequence);
}
