// The wire side of Alma for FōhzShop, pure: the body that creates a payment for an order, and
// what a payment's state (read back from Alma's API, never from the notification) means for
// the order.
import { routePath } from '@fohzshop/shared/routes';
import { DatabaseKeySchema } from '@fohzshop/shared/schemas/common';
import type { Address } from '@fohzshop/shared/schemas/user';
import type { PaymentEvent, PaymentRequest } from '../provider.js';
import type { AlmaPayment } from './alma-client.js';

export type AlmaUrls = { origin: string; ipn: string };

function almaAddress(address: Address, email: string) {
  return {
    first_name: address.first_name,
    last_name: address.last_name,
    email,
    phone: address.phone ?? '',
    line1: address.line1,
    line2: address.line2 ?? '',
    postal_code: address.postal_code,
    city: address.city,
    country: 'FR',
    company: address.company ?? '',
  };
}

export function almaPaymentBody(request: PaymentRequest, urls: AlmaUrls) {
  const { order_id, number, email, totalCents, instalments } = request;
  const back = `${urls.origin}${routePath('USER_ORDER_DETAILS', { order_id })}`;
  const done = `${urls.origin}${routePath('ORDER_CONFIRMED')}?commande=${encodeURIComponent(order_id)}`;
  const billing = request.billing_address ?? request.shipping_address;
  return {
    payment: {
      purchase_amount: totalCents,
      installments_count: instalments,
      return_url: done,
      customer_cancel_url: back,
      failure_return_url: back,
      ipn_callback_url: urls.ipn,
      locale: 'fr',
      origin: 'online',
      custom_data: { order_id, number },
      billing_address: almaAddress(billing, email),
      shipping_address: almaAddress(request.shipping_address, email),
    },
    customer: {
      first_name: billing.first_name,
      last_name: billing.last_name,
      email,
      phone: billing.phone ?? '',
      addresses: [],
    },
    order: { merchant_reference: number, merchant_url: urls.origin },
  };
}

/**
 * Alma pays the merchant once the customer's first instalment is taken (`in_progress`); the
 * later states of an accepted payment (`paid`, `late`, `default`) are Alma's risk, not the
 * shop's. `scored_no` is a refusal. Every other state is still undecided.
 */
const OUTCOMES: Partial<Record<string, PaymentEvent['outcome']>> = {
  in_progress: 'paid',
  paid: 'paid',
  late: 'paid',
  default: 'paid',
  scored_no: 'failed',
};

export type AlmaMapping = { event: PaymentEvent } | { ignore: string };

export function paymentEventOfAlma(payment: AlmaPayment): AlmaMapping {
  const outcome = OUTCOMES[payment.state];
  if (!outcome) return { ignore: `paiement ${payment.state}` };
  const orderId = DatabaseKeySchema.safeParse(payment.custom_data?.order_id);
  if (!orderId.success) return { ignore: 'paiement sans commande' };
  // One event per payment and outcome: every later notification of it is a replay.
  const eventId = DatabaseKeySchema.safeParse(`alma_${payment.id}_${outcome}`);
  if (!eventId.success) return { ignore: 'identifiant de paiement invalide' };
  return {
    event: {
      provider: 'alma',
      event_id: eventId.data,
      order_id: orderId.data,
      outcome,
      amount_cents: payment.purchase_amount,
      provider_ref: payment.id,
      // Alma lends and pays out in euros only: its payments carry no currency.
      currency: 'eur',
      event_type: payment.state,
    },
  };
}
