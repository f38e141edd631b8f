// An abandoned online payment seen from « Mes commandes »: may the customer go back to the
// provider's page (« Reprendre le paiement ») or cancel the order (« Annuler la commande »)?
// The server decides for real (cancelMyOrder, the provider's session); this says what to show.
import type { Order } from './schemas/order';

export type PaymentResumption = {
  /** Unpaid card / instalment order: both actions are offered (cancelMyOrder's own rule). */
  open: boolean;
  /** The stored hosted page while its session is valid, else null (expired or never stored). */
  resumeUrl: string | null;
};

const CLOSED: PaymentResumption = { open: false, resumeUrl: null };

/**
 * An https page (Stripe, Alma), or plain http on this machine only: the local payment sandbox's
 * test page (docs/local-stack.md). Never another scheme or host.
 */
const isSafeUrl = (url: string): boolean =>
  /^https:\/\/[^\s]+$/.test(url) || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/[^\s]*$/.test(url);

export function paymentResumption(order: Order, now: Date): PaymentResumption {
  const { payment } = order;
  const open =
    order.status === 'pending_payment' &&
    payment.status === 'pending' &&
    payment.method !== 'bank_transfer';
  if (!open) return CLOSED;
  const url = payment.payment_url;
  const until = Date.parse(payment.payment_url_expires_at ?? order.expires_at ?? '');
  const valid = url !== undefined && isSafeUrl(url) && until > now.getTime();
  return { open, resumeUrl: valid ? url : null };
}
