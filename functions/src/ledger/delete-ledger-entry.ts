// deleteLedgerEntry: removes a manual entry; automatic entries (payments, refunds) are refused.
import { deleteLedgerEntry as contract } from '@fohzshop/shared/contracts/ledger';
import { callable } from '../core/callable.js';
import { changeManualEntry } from './manual-entry.js';

export const deleteLedgerEntry = callable(contract, async ({ entry_id }) => {
  await changeManualEntry(entry_id, () => null);
  return { ok: true as const };
});
