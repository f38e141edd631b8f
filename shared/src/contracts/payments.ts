// Payments driven by the customer outside placeOrder. sandboxPaymentAction is the server half of
// the local sandbox's hosted page (« Payer », « Échec », « Annuler »): the browser never holds
// the callback's signing secret, so the function signs the provider event on its behalf.
import { z } from 'zod';
import { SANDBOX_OUTCOMES } from '../payments';
import { DatabaseKeySchema } from '../schemas/common';
import { OrderStatusSchema, PaymentStatusSchema } from '../schemas/order';
import { defineCallable } from './define';

/** Only on the emulators; the caller must own the session (payment_sessions/{session_id}). */
export const sandboxPaymentAction = defineCallable({
  name: 'sandboxPaymentAction',
  access: 'user',
  request: z.strictObject({
    session_id: DatabaseKeySchema,
    outcome: z.enum(SANDBOX_OUTCOMES),
  }),
  response: z.object({
    order_id: DatabaseKeySchema,
    number: z.string(),
    /** False when the shop ignored the event (already applied, order already paid or closed). */
    applied: z.boolean(),
    order_status: OrderStatusSchema,
    payment_status: PaymentStatusSchema,
  }),
});
