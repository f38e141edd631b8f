// Shared by the ledger callables: the stored form of a manual entry, and the one transaction
// that changes a manual entry while refusing automatic ones, reversals and reversed entries
// (the books are only ever added to: docs/data-model.md, « Grand livre »).
import { LEDGER_MESSAGES } from '@fohzshop/shared/ledger/messages';
import type { LedgerEntry, LedgerEntryInput } from '@fohzshop/shared/schemas/ledger';
import { pathOf, ref } from '../core/db.js';
import { fail } from '../core/errors.js';
import { parseLedgerEntry } from '../core/records.js';
import { LEDGER } from './auto-entries.js';

type Meta = Pick<LedgerEntry, 'created_by' | 'created_at'> &
  Partial<Pick<LedgerEntry, 'updated_at' | 'settled_at' | 'history'>>;

/** The stored entry: input fields (empty supplier dropped) plus who and when. */
export function manualEntry(entry_id: string, input: LedgerEntryInput, meta: Meta): LedgerEntry {
  const { supplier, order_id, paid_on, ...fields } = input;
  const { settled_at, history, ...who } = meta;
  return {
    entry_id,
    ...fields,
    ...(supplier ? { supplier } : {}),
    ...(order_id ? { order_id } : {}),
    // settled_at: when the payment was first recorded; it orders the bank écriture in the FEC.
    ...(paid_on ? { paid_on, settled_at: settled_at ?? who.updated_at ?? who.created_at } : {}),
    ...(history?.length ? { history } : {}),
    ...who,
  };
}

type Outcome = 'missing' | 'automatic' | 'reversal' | 'reversed' | 'done';

const REFUSALS: Partial<Record<Outcome, string>> = {
  automatic: LEDGER_MESSAGES.automaticLocked,
  reversal: LEDGER_MESSAGES.reversalLocked,
  reversed: LEDGER_MESSAGES.reversedLocked,
};

type Seen = { outcome: Outcome; before: LedgerEntry | null; unreadable: unknown };

/**
 * Replaces a manual entry by next(current) in one transaction and returns what was there.
 * not-found when it does not exist; failed-precondition when it is automatic, a reversal, or
 * already reversed. The whole entry is replaced (an emptied supplier goes): manual entries are
 * written only by the ledger callables, typed LedgerEntry, so the schema covers all they hold.
 */
export async function changeManualEntry(
  entryId: string,
  next: (current: LedgerEntry) => LedgerEntry,
): Promise<LedgerEntry> {
  const seen: Seen = { outcome: 'missing', before: null, unreadable: null };
  const result = await ref(pathOf(LEDGER, entryId)).transaction((current: unknown) => {
    Object.assign(seen, { outcome: 'missing', before: null, unreadable: null });
    // null may be the SDK's empty cache: a no-op write that the server re-checks.
    if (current === null) return null;
    let entry: LedgerEntry;
    try {
      entry = parseLedgerEntry(current, entryId);
    } catch (error) {
      // Thrown after the transaction: an exception in here would escape the SDK's retry loop.
      seen.unreadable = error;
      return undefined;
    }
    if (entry.automatic !== undefined) seen.outcome = 'automatic';
    else if (entry.reverses !== undefined) seen.outcome = 'reversal';
    else if (entry.reversed_by !== undefined) seen.outcome = 'reversed';
    else seen.outcome = 'done';
    if (seen.outcome !== 'done') return undefined;
    seen.before = entry;
    return next(entry);
  });
  if (seen.unreadable) throw seen.unreadable;
  const refusal = REFUSALS[seen.outcome];
  if (refusal) throw fail('failed-precondition', refusal);
  if (seen.outcome === 'missing' || !result.committed || !seen.before)
    throw fail('not-found', LEDGER_MESSAGES.entryNotFound);
  return seen.before;
}
