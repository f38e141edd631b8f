// Withdrawal statements (docs/data-model.md, « withdrawals »): what the consumer sends through the
// withdrawal function, the immutable record the server keeps at withdrawals/{withdrawal_id}
// (functions only), and the pointer it adds to the order for the account and the Hyperviseur.
import { z } from 'zod';
import {
  DatabaseKeySchema,
  EmailSchema,
  IsoDateSchema,
  boundedString,
  optionalText,
} from './common';
import { ORDER_NUMBER_PATTERN } from './order';
import { WITHDRAWAL_LIMITS, WITHDRAWAL_SCOPES } from './withdrawal-pointer';

export * from './withdrawal-pointer';

/**
 * The acknowledgement quotes what was typed to the order's address: no links in it, so the
 * function cannot carry a phishing link in the shop's name.
 */
const NO_LINK = /(?:https?:|www\.|:\/\/|\b[a-z0-9-]+\.(?:com|fr|net|org|io|ru|cn|xyz|info)\b)/i;
const noLink = { error: 'Les adresses de sites ne sont pas acceptées dans ce champ.' };

export const WithdrawalRequestSchema = z
  .strictObject({
    name: boundedString(2, WITHDRAWAL_LIMITS.name).refine((v) => !NO_LINK.test(v), noLink),
    order_number: z.string().trim().toUpperCase().regex(ORDER_NUMBER_PATTERN, {
      error: 'Numéro de commande invalide : il a la forme FZ-2026-000123.',
    }),
    /** The address used for the order: the acknowledgement goes there, and only there. */
    email: EmailSchema,
    scope: z.enum(WITHDRAWAL_SCOPES, {
      error: 'Choisissez toute la commande ou certains articles.',
    }),
    /** Which items, in the consumer's words (scope « items »). */
    items: optionalText(WITHDRAWAL_LIMITS.items)
      .refine((v) => !NO_LINK.test(v), noLink)
      .optional(),
  })
  .refine((r) => r.scope === 'order' || (r.items ?? '').length > 0, {
    path: ['items'],
    error: 'Indiquez les articles concernés par la rétractation.',
  });
export type WithdrawalRequest = z.input<typeof WithdrawalRequestSchema>;
export type ParsedWithdrawalRequest = z.output<typeof WithdrawalRequestSchema>;

/** One line of the order as it stood when the withdrawal was received. */
export const WithdrawalLineSchema = z.object({
  product_id: DatabaseKeySchema,
  name: boundedString(1, 200),
  quantity: z.number().int().min(1),
});

/** withdrawals/{withdrawal_id}: written once by the function, never changed. */
export const WithdrawalRecordSchema = z.object({
  withdrawal_id: DatabaseKeySchema,
  order_id: DatabaseKeySchema,
  order_number: z.string().regex(ORDER_NUMBER_PATTERN),
  /** The instant the confirmed statement reached the server. */
  received_at: IsoDateSchema,
  name: boundedString(2, WITHDRAWAL_LIMITS.name),
  email: EmailSchema,
  scope: z.enum(WITHDRAWAL_SCOPES),
  items: optionalText(WITHDRAWAL_LIMITS.items).optional(),
  lines: z.array(WithdrawalLineSchema).min(1),
  /** The statement as the acknowledgement quotes it, and its SHA-256 (hex). */
  statement: z.string().min(1),
  statement_sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** Sent from a signed-in session of the order's customer. */
  signed_in: z.boolean(),
});
export type WithdrawalRecord = z.infer<typeof WithdrawalRecordSchema>;
