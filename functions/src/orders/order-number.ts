// Sequential order numbers FZ-<year>-<000042>: one counter per calendar year (Paris time) under
// counters/orders/{year}, incremented by a transaction so that no two orders share a number. A
// number taken by an attempt that then fails is skipped, never handed out again.
import { formatOrderNumber } from '@fohzshop/shared/schemas/order';
import { pathOf, ref } from '../core/db.js';

const parisYear = (date: Date): number =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Paris', year: 'numeric' }).format(date));

export async function nextOrderNumber(now: Date): Promise<string> {
  const year = parisYear(now);
  const result = await ref(pathOf('counters', 'orders', String(year))).transaction(
    (current: unknown) => (typeof current === 'number' ? current : 0) + 1,
  );
  const sequence: unknown = result.snapshot.val();
  if (!result.committed || typeof sequence !== 'number') throw new Error('order counter failed');
  return formatOrderNumber(year, sequence);
}
