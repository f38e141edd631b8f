// Grand livre entries, admins only.
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

export const deleteLedgerEntry = defineCallable({
  name: 'deleteLedgerEntry',
  access: 'admin',
  request: z.strictObject({ entry_id: DatabaseKeySchema }),
  response: OkSchema,
});
