// What an order says of its withdrawals (orders/{order_id}/withdrawals/{withdrawal_id}): the
// account and the Hyperviseur read it; the statement itself stays in withdrawals/ (functions only).
import { z } from 'zod';
import { DatabaseKeySchema, IsoDateSchema, optionalText } from './common';

export const WITHDRAWAL_LIMITS = { name: 160, items: 1000 } as const;
export const WITHDRAWAL_SCOPES = ['order', 'items'] as const;
export type WithdrawalScope = (typeof WITHDRAWAL_SCOPES)[number];
export const WITHDRAWAL_SCOPE_LABELS: Record<WithdrawalScope, string> = {
  order: 'Toute la commande',
  items: 'Certains articles',
};

/** orders/{order_id}/withdrawals/{withdrawal_id}: what the account and the Hyperviseur show. */
export const WithdrawalPointerSchema = z.object({
  received_at: IsoDateSchema,
  scope: z.enum(WITHDRAWAL_SCOPES),
  items: optionalText(WITHDRAWAL_LIMITS.items).optional(),
  /** When the acknowledgement left (absent: not sent, see the functions' logs). */
  acknowledged_at: IsoDateSchema.optional(),
});
export type WithdrawalPointer = z.infer<typeof WithdrawalPointerSchema>;
export const OrderWithdrawalsSchema = z.record(DatabaseKeySchema, WithdrawalPointerSchema);
