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
import { z } from 'zod';
import { formatDocumentNumber } from '@fohzshop/shared/invoice';
import { pathOf, ref } from '../core/db.js';

export type Series = { name: 'invoices' | 'credit_notes'; prefix: string };
export const INVOICES: Series = { name: 'invoices', prefix: 'FA' };
export const CREDIT_NOTES: Series = { name: 'credit_notes', prefix: 'AV' };

/**
 * The document as written at its path (invoice or credit note: number, date, amount…); loose,
 * so that an allocation finished by a later call writes every field its build gave.
 */
const DocumentRecordSchema = z.looseObject({ number: z.string() });
export type DocumentRecord = z.infer<typeof DocumentRecordSchema>;

const OpenEntrySchema = z.looseObject({
  sequence: z.number().int(),
  path: z.string(),
  record: DocumentRecordSchema,
  opened_at: z.number(),
});
type OpenEntry = z.infer<typeof OpenEntrySchema>;
const DoneEntrySchema = z.looseObject({ sequence: z.number().int(), at: z.number() });
type DoneEntry = z.infer<typeof DoneEntrySchema>;
/** Loose: a counter is written back whole, nothing in it may be dropped. */
const CounterSchema = z.looseObject({
  last: z.number().int().optional(),
  open: z.record(z.string(), OpenEntrySchema).optional(),
  done: z.record(z.string(), DoneEntrySchema).optional(),
});
type Counter = z.infer<typeof CounterSchema>;

/** An allocation still open after this long was interrupted (a live call needs milliseconds). */
const STALE_MS = 60_000;

function counterOf(value: unknown, path: string): Counter {
  const parsed = CounterSchema.safeParse(value ?? {});
  if (!parsed.success)
    throw new Error(`${path} does not match its schema: ${parsed.error.message}`);
  return parsed.data;
}

/** The `done` entries still recent at `now`. */
const recent = (done: Record<string, DoneEntry> | undefined, now: number) =>
  Object.fromEntries(Object.entries(done ?? {}).filter(([, entry]) => now - entry.at < STALE_MS));

const parisYear = (date: Date): number =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Paris', year: 'numeric' }).format(date));

const counterPath = (series: Series, year: number): string =>
  pathOf('counters', series.name, String(year));

/** Writes the record unless the path already holds one; returns what the path holds (raw). */
async function writeOnce(path: string, record: DocumentRecord): Promise<unknown> {
  const result = await ref(path).transaction((current: unknown) => current ?? record);
  return result.snapshot.val();
}

async function settle(counter: string, key: string, sequence: number): Promise<void> {
  await ref(pathOf(counter, 'done', key)).set({ sequence, at: Date.now() });
  await ref(pathOf(counter, 'open', key)).transaction((current: unknown) =>
    current === null || OpenEntrySchema.safeParse(current).data?.sequence === sequence
      ? null
      : undefined,
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
 * Returns what `path` holds afterwards, raw, for the caller to parse (the existing record if
 * another call got there first).
 */
export async function issueNumbered(
  series: Series,
  key: string,
  path: string,
  build: (number: string) => DocumentRecord,
  now: Date,
): Promise<unknown> {
  const existing: unknown = (await ref(path).once('value')).val();
  if (existing !== null) return existing;
  const year = parisYear(now);
  const counter = counterPath(series, year);
  const seen: { others: Record<string, OpenEntry>; unreadable: unknown } = {
    others: {},
    unreadable: null,
  };
  const started = Date.now();
  const result = await ref(counter).transaction((raw: unknown) => {
    seen.unreadable = null;
    let current: Counter;
    try {
      current = counterOf(raw, counter);
    } catch (error) {
      // Thrown after the transaction: an exception in here would escape the SDK's retry loop.
      seen.unreadable = error;
      return undefined;
    }
    const value: Counter = { ...current, done: recent(current.done, started) };
    seen.others = { ...value.open };
    if (value.open?.[key] || value.done?.[key]) return value;
    const sequence = (value.last ?? 0) + 1;
    const record = build(formatDocumentNumber(series.prefix, year, sequence));
    return {
      ...value,
      last: sequence,
      open: { ...value.open, [key]: { sequence, path, record, opened_at: started } },
    };
  });
  if (seen.unreadable) throw seen.unreadable;
  const committed = counterOf(result.snapshot.val(), counter);
  if (result.committed && committed.done?.[key] && !committed.open?.[key]) {
    const numbered: unknown = (await ref(path).once('value')).val();
    return numbered; // numbered meanwhile by another call
  }
  const entry = committed.open?.[key];
  if (!result.committed || !entry) throw new Error(`document counter ${counter} failed`);
  const stored = await writeOnce(entry.path, entry.record);
  await settle(counter, key, entry.sequence);
  if (DocumentRecordSchema.safeParse(stored).data?.number !== entry.record.number)
    logger.error('a document number was allocated twice for one document', { counter, key });
  await finishOpen(counter, seen.others, Date.now());
  return stored;
}
