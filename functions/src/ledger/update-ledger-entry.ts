// updateLedgerEntry: replaces the fields of a manual entry; its author and creation date stay,
// and the change (who, when, which fields) is added to the entry's history. Automatic entries
// (payments, refunds) follow the orders, not the keyboard; a reversal and a reversed entry are
// closed: all three are refused (manual-entry.ts).
import { updateLedgerEntry as contract } from '@fohzshop/shared/contracts/ledger';
import type { LedgerEntry, LedgerEntryInput } from '@fohzshop/shared/schemas/ledger';
import { callable } from '../core/callable.js';
import { changeManualEntry, manualEntry } from './manual-entry.js';

const FIELDS = [
  'date',
  'kind',
  'category',
  'label',
  'amount',
  'vat_rate',
  'supplier',
  'order_id',
  'paid_on',
] as const satisfies readonly (keyof LedgerEntryInput)[];

/** Names of the input fields whose stored value changes ('' and absent are the same). */
const changedFields = (current: LedgerEntry, input: LedgerEntryInput): string[] =>
  FIELDS.filter((field) => (current[field] ?? '') !== (input[field] ?? ''));

export const updateLedgerEntry = callable(contract, async ({ entry_id, entry }, { auth }) => {
  const at = new Date().toISOString();
  await changeManualEntry(entry_id, (current) => {
    const { created_at, created_by } = current;
    const settled = current.settled_at ?? created_at;
    return manualEntry(entry_id, entry, {
      created_by,
      created_at,
      updated_at: at,
      ...(current.paid_on ? { settled_at: settled } : {}),
      history: [
        ...(current.history ?? []),
        { at, by: auth.uid, action: 'updated', fields: changedFields(current, entry) },
      ],
    });
  });
  return { ok: true as const };
});
