// updateLedgerEntry: replaces the fields of a manual entry; its author and creation date stay.
// Automatic entries (payments, refunds) are refused: they follow the orders, not the keyboard.
import { updateLedgerEntry as contract } from '@fohzshop/shared/contracts/ledger';
import { callable } from '../core/callable.js';
import { changeManualEntry, manualEntry } from './manual-entry.js';

export const updateLedgerEntry = callable(contract, async ({ entry_id, entry }, { auth }) => {
  const at = new Date().toISOString();
  await changeManualEntry(entry_id, (current) =>
    manualEntry(entry_id, entry, {
      created_by: typeof current.created_by === 'string' ? current.created_by : auth.uid,
      created_at: typeof current.created_at === 'string' ? current.created_at : at,
      updated_at: at,
    }),
  );
  return { ok: true as const };
});
