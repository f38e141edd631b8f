// Shared by the ledger callables: the stored form of a manual entry, and the one transaction
// that changes a manual entry while refusing automatic ones, reversals and reversed entries
// (the books are only ever added to: docs/data-model.md, « Grand livre »).
import { LEDGER_MESSAGES } from '@fohzshop/shared/ledger/messages';
import type {
  LedgerEntry,
  LedgerEntryInput,
  LedgerHistoryItem,
} from '@fohzshop/shared/schemas/ledger';
import { pathOf, ref, type Row } from '../core/db.js';
import { fail } from '../core/errors.js';
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

/** The history of a stored entry (RTDB may give an array back as an object). */
export const historyOf = (entry: Row): LedgerHistoryItem[] =>
  Array.isArray(entry.history)
    ? (entry.history as LedgerHistoryItem[])
    : (Object.values(entry.history ?? {}) as LedgerHistoryItem[]);

type Outcome = 'missing' | 'automatic' | 'reversal' | 'reversed' | 'done';

const REFUSALS: Partial<Record<Outcome, string>> = {
  automatic: LEDGER_MESSAGES.automaticLocked,
  reversal: LEDGER_MESSAGES.reversalLocked,
  reversed: LEDGER_MESSAGES.reversedLocked,
};

/**
 * Replaces a manual entry by next(current) in one transaction and returns what was there.
 * not-found when it does not exist; failed-precondition when it is automatic, a reversal, or
 * already reversed.
 */
export async function changeManualEntry(
  entryId: string,
  next: (current: Row) => LedgerEntry,
): Promise<Row> {
  let outcome: Outcome = 'missing';
  let before: Row = {};
  const result = await ref(pathOf(LEDGER, entryId)).transaction((current: Row | null) => {
    // null may be the SDK's empty cache: a no-op write that the server re-checks.
    if (current === null) {
      outcome = 'missing';
      return null;
    }
    if (current.automatic !== undefined) outcome = 'automatic';
    else if (current.reverses !== undefined) outcome = 'reversal';
    else if (current.reversed_by !== undefined) outcome = 'reversed';
    else outcome = 'done';
    if (outcome !== 'done') return undefined;
    before = current;
    return next(current);
  });
  const refusal = REFUSALS[outcome];
  if (refusal) throw fail('failed-precondition', refusal);
  if (outcome === 'missing' || !result.committed)
    throw fail('not-found', LEDGER_MESSAGES.entryNotFound);
  return before;
}
