// One interface for every way to pay. placeOrder asks the provider of the chosen method to
// prepare (before any stock is taken, so an unavailable provider costs nothing), reserves the
// stock, takes the order number and then starts the payment of the new order — for Stripe and
// Alma an HTTP call that creates the hosted payment — before writing the order. Whatever the
// provider must store is written in the same multi-path update as the order; if starting fails,
// placeOrder gives the reservation back (docs/decisions/0005-payment-providers.md). Providers
// that call back verify their callback themselves and hand a PaymentEvent to applyPaymentEvent.
// An admin refund is sent to the order's provider before the shop records it (refund()).
import type { PaymentMethod, PaymentProviderId } from '@fohzshop/shared/schemas/order';
import type { TransferInstructions } from '@fohzshop/shared/schemas/order';
import type { Address } from '@fohzshop/shared/schemas/user';
import { ORDER_MESSAGES } from '@fohzshop/shared/order-messages';
import type { PathUpdates } from '../core/db.js';
import { fail } from '../core/errors.js';
import { almaProvider } from './alma/alma-provider.js';
import { bankTransferProvider } from './bank-transfer.js';
import { enabledProviders } from './payment-params.js';
import { stripeProvider } from './stripe/stripe-provider.js';

export type PaymentRequest = {
  order_id: string;
  number: string;
  user_id: string;
  email: string;
  method: PaymentMethod;
  instalments?: number;
  totalCents: number;
  shipping_address: Address;
  billing_address?: Address;
  now: Date;
};

export type PaymentStart = {
  provider: PaymentProviderId;
  /** Where the customer pays (hosted page); none for a bank transfer. */
  payment_url?: string;
  /** When the hosted page stops taking the payment, if before expires_at (Stripe's session). */
  payment_url_expires_at?: string;
  provider_ref?: string;
  transfer?: TransferInstructions;
  /** Unpaid by then ⇒ the order expires and its stock comes back. */
  expires_at: string;
  /** Extra paths written atomically with the order (e.g. the payment session). */
  writes?: PathUpdates;
};

/** Starts the payment of one order; throws a French HttpsError when the provider refuses. */
export type StartPayment = (request: PaymentRequest) => Promise<PaymentStart>;

/** One refund of an order, in cents, sent to the provider that took the payment. */
export type RefundRequest = {
  order_id: string;
  number: string;
  /** What the provider stored when the payment started (session or payment id). */
  provider_ref?: string;
  amount_cents: number;
  /** Derived from the admin's request: every attempt of it is the same refund at the provider. */
  idempotency_key: string;
  /**
   * An earlier attempt of this request may have reached the provider (its answer lost, or the
   * call crashed): the provider is asked first whether the refund exists, since Stripe forgets
   * idempotency keys after 24 h.
   */
  sent_before?: boolean;
  now: Date;
};

/** What the refund record keeps: the provider's refund id, or a note for a manual refund. */
export type RefundResult = { provider_refund_id?: string; note?: string };

export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** Loads what the provider needs; throws a French HttpsError when it cannot take payments. */
  prepare(now: Date): Promise<StartPayment>;
  /**
   * Sends the money back; resolves once the provider accepted the refund, otherwise throws a
   * French HttpsError (`failed-precondition` refused, `unavailable` unreachable).
   */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** The refund made under request.idempotency_key, if the provider has one (else null). */
  findRefund?(request: RefundRequest): Promise<RefundResult | null>;
  /**
   * Closes the hosted payment of an order that is cancelled, expired or deleted (provider_ref:
   * Stripe expires the Checkout Session, Alma cancels the payment), so that no payment can be
   * made on it afterwards: 'completed' when it was paid already. Throws a French HttpsError
   * (`unavailable`) when the provider cannot be reached. Absent: nothing to close (transfer).
   */
  close?(providerRef: string): Promise<'closed' | 'completed'>;
}

/** What a verified provider callback says happened to an order's payment. */
export type PaymentEvent = {
  provider: PaymentProviderId;
  event_id: string;
  order_id: string;
  outcome: 'paid' | 'failed' | 'cancelled';
  amount_cents: number;
  /** The session or payment it is about (Stripe cs_…, Alma payment_…): the order's own? */
  provider_ref: string;
  /** ISO 4217, lower case, as the provider wrote it ('eur'). */
  currency: string;
  /** The provider's event type (Stripe) or payment state (Alma), for the incident record. */
  event_type: string;
};

const BY_ID: Record<PaymentProviderId, PaymentProvider> = {
  stripe: stripeProvider,
  alma: almaProvider,
  bank_transfer: bankTransferProvider,
};

/** The provider that took an order's payment (stored on the order, whatever is enabled now). */
export const providerOf = (id: PaymentProviderId): PaymentProvider => BY_ID[id];

/** Card ⇒ Stripe, instalments ⇒ Alma, when PAYMENT_PROVIDERS enables them; otherwise refused. */
export function providerFor(method: PaymentMethod): PaymentProvider {
  if (method === 'bank_transfer') return bankTransferProvider;
  const enabled = enabledProviders();
  if (method === 'card' && enabled.has('stripe')) return stripeProvider;
  if (method === 'instalments' && enabled.has('alma')) return almaProvider;
  throw fail('unavailable', ORDER_MESSAGES.onlinePaymentUnavailable);
}
