// createLedgerEntry: an admin books an expense (or other revenue) by hand: category, supplier,
// amount TTC, VAT rate and, once paid, the day it was paid; the VAT split is derived from them
// (shared/src/ledger/entries.ts).
import { createLedgerEntry as contract } from '@fohzshop/shared/contracts/ledger';
import { callable } from '../core/callable.js';
import { pathOf, ref } from '../core/db.js';
import { LEDGER } from './auto-entries.js';
import { manualEntry } from './manual-entry.js';

export const createLedgerEntry = callable(contract, async ({ entry }, { auth }) => {
  const entry_id = ref(LEDGER).push().key as string;
  const at = new Date().toISOString();
  await ref(pathOf(LEDGER, entry_id)).set(
    manualEntry(entry_id, entry, { created_by: auth.uid, created_at: at }),
  );
  return { entry_id };
});
