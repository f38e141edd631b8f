// Orders: placement by customers (server computes prices, stock, totals) and administration.
import { z } from 'zod';
import { DatabaseKeySchema, EurosSchema, boundedString, optionalText } from '../schemas/common';
import {
  AdminOrderLinesSchema,
  DeliveryStatusSchema,
  IdempotencyKeySchema,
  InstalmentCountSchema,
  OrderStatusSchema,
  PaymentMethodSchema,
  PaymentStatusSchema,
  ReturnStatusSchema,
} from '../schemas/order';
import { AddressSchema, ShippingAddressSchema } from '../schemas/user';
import { defineCallable } from './define';
import { TypedPromotionCodeSchema } from '../schemas/promotion-code';

const OkSchema = z.object({ ok: z.literal(true) });
const OrderRef = { order_id: DatabaseKeySchema };

/**
 * Items come from carts/{uid} and prices from the catalogue; the client only chooses addresses
 * and payment. The same idempotency_key always yields the same order (double submit, retry).
 */
export const placeOrder = defineCallable({
  name: 'placeOrder',
  access: 'user',
  request: z
    .strictObject({
      idempotency_key: IdempotencyKeySchema,
      // Delivery in metropolitan France only; the buyer may be billed anywhere in France.
      shipping_address: ShippingAddressSchema,
      billing_address: AddressSchema.optional(),
      payment_method: PaymentMethodSchema,
      instalments: InstalmentCountSchema.optional(),
      accept_terms: z.literal(true, {
        error: 'Vous devez accepter les conditions générales de vente.',
      }),
      /** With a scooter: the free 1-for-1 take-back of the customer's old one (DEEE), offered at checkout. */
      take_back: z.boolean().optional(),
      /** One promotion code per order: checked and applied by the server (never an amount). */
      promotion_code: TypedPromotionCodeSchema.optional(),
    })
    .refine((req) => (req.payment_method === 'instalments') === (req.instalments !== undefined), {
      error: "Choisissez un nombre d'échéances (2, 3 ou 4) pour le paiement en plusieurs fois.",
      path: ['instalments'],
    }),
  response: z.object({
    order_id: DatabaseKeySchema,
    number: z.string(),
    /** Hosted payment page for card / instalments; absent for bank transfer. */
    payment_url: z.string().optional(),
  }),
});

/** Withdrawal within the legal period after delivery, with the customer's reason. */
export const requestReturn = defineCallable({
  name: 'requestReturn',
  access: 'user',
  request: z.strictObject({ ...OrderRef, reason: boundedString(10, 2000) }),
  response: OkSchema,
});

/**
 * The customer gives up an unpaid online payment (card, instalments): the order is cancelled
 * and its stock comes back, once. Someone else's order reads as not found; a paid order, a
 * closed one or a bank transfer is refused (failed-precondition).
 */
export const cancelMyOrder = defineCallable({
  name: 'cancelMyOrder',
  access: 'user',
  request: z.strictObject(OrderRef),
  response: OkSchema,
});

/** Admin order creation for a customer (phone order); prices read from the catalogue. */
export const adminCreateOrder = defineCallable({
  name: 'adminCreateOrder',
  access: 'admin',
  request: z
    .strictObject({
      user_id: DatabaseKeySchema,
      items: AdminOrderLinesSchema,
      shipping_address: ShippingAddressSchema,
      billing_address: AddressSchema.optional(),
      payment_method: PaymentMethodSchema,
      instalments: InstalmentCountSchema.optional(),
      note: optionalText(500).optional(),
    })
    .refine((req) => (req.payment_method === 'instalments') === (req.instalments !== undefined), {
      error: "Choisissez un nombre d'échéances (2, 3 ou 4) pour le paiement en plusieurs fois.",
      path: ['instalments'],
    }),
  response: z.object({
    order_id: DatabaseKeySchema,
    number: z.string(),
    /** Where the customer pays online (card / instalments), to send them; absent for a transfer. */
    payment_url: z.string().optional(),
  }),
});

/**
 * Either a status change (with an optional note) or an edit of the content: items, addresses,
 * note. Items and addresses change only while the order is unpaid; the note at any time.
 */
export const adminUpdateOrder = defineCallable({
  name: 'adminUpdateOrder',
  access: 'admin',
  request: z
    .strictObject({
      ...OrderRef,
      status: OrderStatusSchema.optional(),
      items: AdminOrderLinesSchema.optional(),
      shipping_address: ShippingAddressSchema.optional(),
      billing_address: AddressSchema.optional(),
      note: optionalText(500).optional(),
    })
    .refine(
      (req) =>
        req.status === undefined ||
        (req.items === undefined &&
          req.shipping_address === undefined &&
          req.billing_address === undefined),
      { error: 'Changez le statut ou le contenu de la commande, pas les deux à la fois.' },
    )
    .refine(
      (req) =>
        [req.status, req.items, req.shipping_address, req.billing_address, req.note].some(
          (v) => v !== undefined,
        ),
      { error: 'Aucune modification à enregistrer.' },
    ),
  response: OkSchema,
});

export const adminDeleteOrder = defineCallable({
  name: 'adminDeleteOrder',
  access: 'admin',
  request: z.strictObject(OrderRef),
  response: OkSchema,
});

export const adminUpdateDelivery = defineCallable({
  name: 'adminUpdateDelivery',
  access: 'admin',
  request: z.strictObject({
    ...OrderRef,
    status: DeliveryStatusSchema,
    carrier: optionalText(80).optional(),
    tracking_number: optionalText(80).optional(),
  }),
  response: OkSchema,
});

export const adminUpdateReturn = defineCallable({
  name: 'adminUpdateReturn',
  access: 'admin',
  request: z.strictObject({ ...OrderRef, status: ReturnStatusSchema }),
  response: OkSchema,
});

/** The shop received the bank transfer of an order awaiting payment: payment and order paid. */
export const adminConfirmBankTransfer = defineCallable({
  name: 'adminConfirmBankTransfer',
  access: 'admin',
  request: z.strictObject(OrderRef),
  response: OkSchema,
});

/**
 * Payment status change; a refund carries its amount (partial when below the total) and the key
 * of the admin's request: the same key sent again (a retry after a lost answer, a double click)
 * is the same refund, never a second one.
 */
export const adminUpdatePayment = defineCallable({
  name: 'adminUpdatePayment',
  access: 'admin',
  request: z.strictObject({
    ...OrderRef,
    status: PaymentStatusSchema,
    refund_amount: EurosSchema.optional(),
    request_key: DatabaseKeySchema.optional(),
    provider_ref: optionalText(200).optional(),
  }),
  response: OkSchema,
});
