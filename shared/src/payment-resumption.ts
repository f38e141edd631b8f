// An unpaid order seen from « Mes commandes »: may the customer go back to the provider's page
// (« Reprendre le paiement ») or cancel the order (« Annuler la commande »)? A bank transfer not
// made yet may be cancelled too (its stock is held for days), but has no page to go back to.
// The server decides for real (cancelMyOrder, the provider's session); this says what to show.
import type { Order } from './schemas/order';

export type PaymentResumption = {
  /** Unpaid order awaiting its payment: the cancellation is offered (cancelMyOrder's own rule). */
  open: boolean;
  /** An unpaid bank transfer: nothing to resume, the customer makes the transfer themselves. */
  transfer: boolean;
  /** The stored hosted page while its session is valid, else null (expired, never stored, transfer). */
  resumeUrl: string | null;
};

const CLOSED: PaymentResumption = { open: false, transfer: false, resumeUrl: null };

/**
 * An https page (Stripe, Alma), or plain http on this machine only: the local payment sandbox's
 * test page (docs/local-stack.md). Never another scheme or host.
 */
const isSafeUrl = (url: string): boolean =>
  /^https:\/\/[^\s]+$/.test(url) || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/[^\s]*$/.test(url);

export function paymentResumption(order: Order, now: Date): PaymentResumption {
  const { payment } = order;
  const open = order.status === 'pending_payment' && payment.status === 'pending';
  if (!open) return CLOSED;
  if (payment.method === 'bank_transfer') return { open, transfer: true, resumeUrl: null };
  const url = payment.payment_url;
  const until = Date.parse(payment.payment_url_expires_at ?? order.expires_at ?? '');
  const valid = url !== undefined && isSafeUrl(url) && until > now.getTime();
  return { open, transfer: false, resumeUrl: valid ? url : null };
}
