// reverseLedgerEntry (« Supprimer » on the screen): nothing is removed from the books. The
// entry is marked reversed (with who and when in its history) and a reversal entry
// (contre-passation) dated today copies it, counting the other way in the balance, the totals
// and the FEC (docs/data-model.md, « Grand livre »). Automatic entries, reversals and entries
// already reversed are refused (manual-entry.ts).
import { reverseLedgerEntry as contract } from '@fohzshop/shared/contracts/ledger';
import { LEDGER_MESSAGES } from '@fohzshop/shared/ledger/messages';
import type { LedgerEntry } from '@fohzshop/shared/schemas/ledger';
import { callable } from '../core/callable.js';
import { createIfAbsent, pathOf } from '../core/db.js';
import { readLedgerEntry } from '../core/records.js';
import { LEDGER, parisDay } from './auto-entries.js';
import { changeManualEntry } from './manual-entry.js';

/** One reversal per entry, at a derived id: a retry finds it instead of writing a second one. */
export const reversalIdOf = (entryId: string): string => `${entryId}_cp`;

function reversalOf(original: LedgerEntry, by: string, at: string): LedgerEntry {
  // Dated today, or on the entry's own (later) days: a reversal never precedes what it cancels.
  const today = parisDay(at);
  const { entry_id, date, kind, category, label, amount, vat_rate, supplier, order_id } = original;
  const later = (a: string, b: string) => (a > b ? a : b);
  return {
    entry_id: reversalIdOf(entry_id),
    date: later(date, today),
    kind,
    category,
    label: LEDGER_MESSAGES.reversalLabel(label),
    amount,
    vat_rate,
    ...(supplier ? { supplier } : {}),
    ...(order_id ? { order_id } : {}),
    // A settled entry had its bank écriture: the reversal cancels it too, today.
    ...(original.paid_on
      ? { paid_on: later(original.paid_on, later(date, today)), settled_at: at }
      : {}),
    reverses: entry_id,
    created_by: by,
    created_at: at,
  };
}

export const reverseLedgerEntry = callable(contract, async ({ entry_id }, { auth }) => {
  const at = new Date().toISOString();
  const reversalId = reversalIdOf(entry_id);
  const stored = await readLedgerEntry(entry_id);
  // A call interrupted after marking the entry: write the missing reversal, nothing else.
  if (stored?.reversed_by === reversalId) {
    if (await createIfAbsent(pathOf(LEDGER, reversalId), reversalOf(stored, auth.uid, at)))
      return { entry_id: reversalId };
  }
  const original = await changeManualEntry(entry_id, (current) => ({
    ...current,
    reversed_by: reversalId,
    history: [...(current.history ?? []), { at, by: auth.uid, action: 'reversed' }],
  }));
  await createIfAbsent(pathOf(LEDGER, reversalId), reversalOf(original, auth.uid, at));
  return { entry_id: reversalId };
});
