// What an order says of its withdrawals (orders/{order_id}/withdrawals/{withdrawal_id}): the
// account and the Hyperviseur read it; the statement itself stays in withdrawals/ (functions only).
import { z } from 'zod';
import { WITHDRAWAL_LIMITS, WITHDRAWAL_SCOPES } from '../form-limits';
import { DatabaseKeySchema, IsoDateSchema, optionalText } from './common';

export {
  WITHDRAWAL_LIMITS,
  WITHDRAWAL_SCOPES,
  WITHDRAWAL_SCOPE_LABELS,
  type WithdrawalScope,
} from '../form-limits';

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
