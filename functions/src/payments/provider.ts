// One interface for every way to pay. placeOrder asks the provider of the chosen method to
// prepare (before any stock is taken, so an unavailable provider costs nothing) and then to
// start the payment of the new order; whatever the provider must store is written in the same
// multi-path update as the order. Providers that call back (sandbox, later Stripe and Alma)
// verify their callback themselves and hand a PaymentEvent to applyPaymentEvent.
import type { PaymentMethod, PaymentProviderId } from '@fohzshop/shared/schemas/order';
import type { TransferInstructions } from '@fohzshop/shared/schemas/order';
import { ORDER_MESSAGES } from '@fohzshop/shared/order-messages';
import { fail } from '../core/errors.js';
import { bankTransferProvider } from './bank-transfer.js';
import { sandboxEnabled, sandboxProvider } from './sandbox.js';

export type PaymentRequest = {
  order_id: string;
  number: string;
  user_id: string;
  method: PaymentMethod;
  instalments?: number;
  totalCents: number;
  now: Date;
};

export type PaymentStart = {
  provider: PaymentProviderId;
  /** Where the customer pays (hosted page); none for a bank transfer. */
  payment_url?: string;
  provider_ref?: string;
  transfer?: TransferInstructions;
  /** Unpaid by then ⇒ the order expires and its stock comes back. */
  expires_at: string;
  /** Extra paths written atomically with the order (e.g. the payment session). */
  writes?: Record<string, unknown>;
};

export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** Loads what the provider needs; throws a French HttpsError when it cannot take payments. */
  prepare(now: Date): Promise<(request: PaymentRequest) => PaymentStart>;
}

/** What a verified provider callback says happened to an order's payment. */
export type PaymentEvent = {
  provider: PaymentProviderId;
  event_id: string;
  order_id: string;
  outcome: 'paid' | 'failed' | 'cancelled';
  amount_cents: number;
};

export function providerFor(method: PaymentMethod): PaymentProvider {
  if (method === 'bank_transfer') return bankTransferProvider;
  // The sandbox exists only on the local emulators; production adapters (Stripe Checkout for
  // cards, Alma for instalments) are not written yet, so online payment is refused cleanly.
  if (sandboxEnabled()) return sandboxProvider;
  throw fail('unavailable', ORDER_MESSAGES.onlinePaymentUnavailable);
}
