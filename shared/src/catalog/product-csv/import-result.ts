// What importProducts answers for each line (created, updated, unchanged or refused, and why).
import { z } from 'zod';
import { DatabaseKeySchema } from '../../schemas/common';

const Cents = z.number().int().min(0);

export const IMPORT_OUTCOMES = ['created', 'updated', 'unchanged', 'refused'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

export const ImportLineResultSchema = z.object({
  line: z.number().int(),
  product_id: DatabaseKeySchema.nullable(),
  outcome: z.enum(IMPORT_OUTCOMES),
  /** Editable columns that change (created: none listed). */
  changed: z.array(z.string()),
  errors: z.array(z.object({ column: z.string().nullable(), message: z.string() })),
  /** An old_price the price history does not justify: saved, not shown (as the product form says). */
  refused_old_price: z.object({ lawful_cents: Cents.nullable(), lowest_cents: Cents }).optional(),
});
export type ImportLineResult = z.infer<typeof ImportLineResultSchema>;
