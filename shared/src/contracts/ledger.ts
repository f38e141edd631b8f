// Grand livre entries, admins only: create and edit manual entries, cancel one by a reversal.
import { z } from 'zod';
import { DatabaseKeySchema } from '../schemas/common';
import { LedgerEntryInputSchema } from '../schemas/ledger';
import { defineCallable } from './define';

const OkSchema = z.object({ ok: z.literal(true) });

export const createLedgerEntry = defineCallable({
  name: 'createLedgerEntry',
  access: 'admin',
  request: z.strictObject({ entry: LedgerEntryInputSchema }),
  response: z.object({ entry_id: DatabaseKeySchema }),
});

export const updateLedgerEntry = defineCallable({
  name: 'updateLedgerEntry',
  access: 'admin',
  request: z.strictObject({ entry_id: DatabaseKeySchema, entry: LedgerEntryInputSchema }),
  response: OkSchema,
});

/**
 * « Supprimer » a manual entry: nothing is ever removed from the books; a reversal entry
 * (contre-passation) dated today cancels it, and both stay (docs/data-model.md).
 */
export const reverseLedgerEntry = defineCallable({
  name: 'reverseLedgerEntry',
  access: 'admin',
  request: z.strictObject({ entry_id: DatabaseKeySchema }),
  response: z.object({ entry_id: DatabaseKeySchema }),
});
