// Gapless numbering of invoices and credit notes. Legally the numbers of a series must follow
// one another with no hole, so a number, once taken, must end up on a document. RTDB
// transactions cover one node, so the counter and the order cannot change in one commit; the
// counter node therefore remembers each number it handed out until that number is written:
//
//   counters/{series}/{year} = { last: 42, open: { <key>: { sequence, path, record } },
//                                done: { <key>: { sequence, at } } }
//
//   1. take: one transaction increments `last` and records the allocation under `open` (the
//      same key asking again gets the same number back: a retry never takes a second one);
//   2. write the record at `path` if nothing is there yet;
//   3. settle: note the key under `done`, then remove its `open` entry. A second call for the
//      same document that read `path` before step 2 (the order's writer and its e-mail trigger
//      may both ask) finds the key under `done` and takes no number; `done` keeps a key for
//      STALE_MS only, far longer than any such overlap, so the counter stays small.
//
// A crash between 1 and 3 leaves the entry open; the next allocation of the series finishes it
// (steps 2 and 3), so every number handed out lands on its document.
import * as logger from 'firebase-functions/logger';
import { formatDocumentNumber } from '@fohzshop/shared/invoice';
import { pathOf, ref, type Row } from '../core/db.js';

export type Series = { name: 'invoices' | 'credit_notes'; prefix: string };
export const INVOICES: Series = { name: 'invoices', prefix: 'FA' };
export const CREDIT_NOTES: Series = { name: 'credit_notes', prefix: 'AV' };

type OpenEntry = { sequence: number; path: string; record: Row; opened_at: number };

/** An allocation still open after this long was interrupted (a live call needs milliseconds). */
const STALE_MS = 60_000;
type DoneEntry = { sequence: number; at: number };
type Counter = {
  last?: number;
  open?: Record<string, OpenEntry>;
  done?: Record<string, DoneEntry>;
};

/** The `done` entries still recent at `now`. */
const recent = (done: Record<string, DoneEntry> | undefined, now: number) =>
  Object.fromEntries(Object.entries(done ?? {}).filter(([, entry]) => now - entry.at < STALE_MS));

const parisYear = (date: Date): number =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Paris', year: 'numeric' }).format(date));

const counterPath = (series: Series, year: number): string =>
  pathOf('counters', series.name, String(year));

/** Writes the record unless the path already holds one; returns what the path holds. */
async function writeOnce(path: string, record: Row): Promise<Row> {
  const result = await ref(path).transaction((current: Row | null) => current ?? record);
  return result.snapshot.val() as Row;
}

async function settle(counter: string, key: string, sequence: number): Promise<void> {
  await ref(pathOf(counter, 'done', key)).set({ sequence, at: Date.now() });
  await ref(pathOf(counter, 'open', key)).transaction((current: OpenEntry | null) =>
    current === null || current.sequence === sequence ? null : undefined,
  );
}

/** Finishes allocations left open by an interrupted call (steps 2 and 3). */
async function finishOpen(counter: string, open: Record<string, OpenEntry>, now: number) {
  for (const [key, entry] of Object.entries(open)) {
    if (now - entry.opened_at < STALE_MS) continue;
    logger.warn('finishing an interrupted document number', { counter, key });
    await writeOnce(entry.path, entry.record);
    await settle(counter, key, entry.sequence);
  }
}

/**
 * Gives `key` the next number of the series and writes `build(number)` at `path`, exactly once.
 * Returns what `path` holds afterwards (the existing record if another call got there first).
 */
export async function issueNumbered(
  series: Series,
  key: string,
  path: string,
  build: (number: string) => Row,
  now: Date,
): Promise<Row> {
  const existing = (await ref(path).once('value')).val() as Row | null;
  if (existing !== null) return existing;
  const year = parisYear(now);
  const counter = counterPath(series, year);
  let others: Record<string, OpenEntry> = {};
  const started = Date.now();
  const result = await ref(counter).transaction((current: Counter | null) => {
    const value: Counter = { ...current, done: recent(current?.done, started) };
    others = { ...value.open };
    if (value.open?.[key] || value.done?.[key]) return value;
    const sequence = (value.last ?? 0) + 1;
    const record = build(formatDocumentNumber(series.prefix, year, sequence));
    return {
      ...value,
      last: sequence,
      open: { ...value.open, [key]: { sequence, path, record, opened_at: started } },
    };
  });
  const committed = result.snapshot.val() as Counter | null;
  if (result.committed && committed?.done?.[key] && !committed.open?.[key])
    return (await ref(path).once('value')).val() as Row; // numbered meanwhile by another call
  const entry = committed?.open?.[key];
  if (!result.committed || !entry) throw new Error(`document counter ${counter} failed`);
  const stored = await writeOnce(entry.path, entry.record);
  await settle(counter, key, entry.sequence);
  if (stored.number !== entry.record.number)
    logger.error('a document number was allocated twice for one document', { counter, key });
  await finishOpen(counter, others, Date.now());
  return stored;
}
