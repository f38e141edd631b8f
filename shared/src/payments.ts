// Payment flow constants and the sandbox provider's wire format, shared by the functions (which
// create sessions and verify callbacks) and the web app (which hosts the sandbox page).
import { z } from 'zod';
import { DatabaseKeySchema } from './schemas/common';

/** Stock of an unpaid bank-transfer order is held this long when settings/shop says nothing. */
export const BANK_TRANSFER_HOLD_DAYS = 7;
/** Card and instalment orders whose payment never comes back are released after this delay. */
export const ONLINE_PAYMENT_HOLD_MINUTES = 60;
/** Withdrawal period after delivery (14 days, consumer code). */
export const RETURN_WINDOW_DAYS = 14;

export { SANDBOX_PAYMENT_PATH, sandboxPaymentUrl } from './payment-paths';

/** What the customer chose on the sandbox page: « Payer », « Échec », « Annuler ». */
export const SANDBOX_OUTCOMES = ['paid', 'failed', 'cancelled'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/**
 * Body of the sandbox callback (POST, JSON). It is signed like Stripe's webhooks: header
 * `x-sandbox-signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, `${t}.${rawBody}`)>`.
 */
export const SandboxCallbackSchema = z.strictObject({
  /** Unique per event: the same event delivered twice is applied once. */
  event_id: DatabaseKeySchema,
  session_id: DatabaseKeySchema,
  order_id: DatabaseKeySchema,
  outcome: z.enum(SANDBOX_OUTCOMES),
  amount_cents: z.number().int().min(0),
});
export type SandboxCallback = z.infer<typeof SandboxCallbackSchema>;

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** Older signed timestamps are refused (replays of a captured request). */
export const SANDBOX_SIGNATURE_TOLERANCE_S = 300;

/** payment_sessions/{session_id}: what the sandbox page shows and the callback checks. */
export const PaymentSessionSchema = z.object({
  session_id: DatabaseKeySchema,
  provider: z.literal('sandbox'),
  order_id: DatabaseKeySchema,
  number: z.string(),
  user_id: DatabaseKeySchema,
  method: z.enum(['card', 'instalments']),
  instalments: z.number().int().optional(),
  amount_cents: z.number().int().min(0),
  created_at: z.string(),
});
export type PaymentSession = z.infer<typeof PaymentSessionSchema>;
