// What an order keeps of its hosted payment page so that the customer can come back to it from
// « Mes commandes » (« Reprendre le paiement ») while the provider still takes the payment.
import type { Payment } from '@fohzshop/shared/schemas/order';
import type { PaymentStart } from '../payments/provider.js';

/** payment_url and until when it works; nothing for a bank transfer. */
export function resumablePayment(
  start: PaymentStart,
): Pick<Payment, 'payment_url' | 'payment_url_expires_at'> {
  if (!start.payment_url) return {};
  return {
    payment_url: start.payment_url,
    payment_url_expires_at: start.payment_url_expires_at ?? start.expires_at,
  };
}
