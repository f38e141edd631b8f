// Shared by the ledger callables: the stored form of a manual entry, and the one transaction
// that edits or removes a manual entry while refusing automatic ones.
import { LEDGER_MESSAGES } from '@fohzshop/shared/ledger/messages';
import type { LedgerEntry, LedgerEntryInput } from '@fohzshop/shared/schemas/ledger';
import { pathOf, ref, type Row } from '../core/db.js';
import { fail } from '../core/errors.js';
import { LEDGER } from './auto-entries.js';

/** The stored entry: input fields (empty supplier dropped) plus who and when. */
export function manualEntry(
  entry_id: string,
  input: LedgerEntryInput,
  meta: { created_by: string; created_at: string; updated_at?: string },
): LedgerEntry {
  const { supplier, order_id, ...fields } = input;
  return {
    entry_id,
    ...fields,
    ...(supplier ? { supplier } : {}),
    ...(order_id ? { order_id } : {}),
    ...meta,
  };
}

/**
 * Replaces (next returns the new entry) or removes (next returns null) a manual entry in one
 * transaction. not-found when it does not exist, failed-precondition when it is automatic.
 */
export async function changeManualEntry(
  entryId: string,
  next: (current: Row) => LedgerEntry | null,
): Promise<void> {
  let outcome = 'missing' as 'missing' | 'automatic' | 'done';
  const result = await ref(pathOf(LEDGER, entryId)).transaction((current: Row | null) => {
    // null may be the SDK's empty cache: a no-op write that the server re-checks.
    if (current === null) {
      outcome = 'missing';
      return null;
    }
    if (current.automatic !== undefined) {
      outcome = 'automatic';
      return undefined;
    }
    outcome = 'done';
    return next(current);
  });
  if (outcome === 'automatic') throw fail('failed-precondition', LEDGER_MESSAGES.automaticLocked);
  if (outcome === 'missing' || !result.committed)
    throw fail('not-found', LEDGER_MESSAGES.entryNotFound);
}
