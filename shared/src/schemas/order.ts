// Order at orders/{order_id}: a frozen snapshot of what was bought, with the
// payment, delivery and return sub-states whose statuses come from the state machines.
import { z } from 'zod';
import { CART_MAX_QUANTITY, INSTALMENT_COUNTS, ORDER_NUMBER_PREFIX } from '../constants';
import { DELIVERY_STATUSES } from '../state-machines/delivery';
import { ORDER_STATUSES } from '../state-machines/order';
import { PAYMENT_STATUSES } from '../state-machines/payment';
import { RETURN_STATUSES } from '../state-machines/return';
import {
  DatabaseKeySchema,
  EmailSchema,
  EurosSchema,
  IsoDateSchema,
  IsoDaySchema,
  boundedString,
  optionalText,
} from './common';
import { CreditNotesSchema, InvoiceRefSchema } from '../invoice';
import { BrandSchema, ProductTypeSchema } from './product';
import { AddressSchema } from './user';
import { CartQuantitySchema } from './cart';
import { OrderWithdrawalsSchema } from './withdrawal-pointer';
import { OrderPromotionSchema } from './promotion-code';

export const PAYMENT_METHODS = ['bank_transfer', 'card', 'instalments'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'Virement bancaire',
  card: 'Carte bancaire',
  instalments: 'Paiement en plusieurs fois',
};

export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const DeliveryStatusSchema = z.enum(DELIVERY_STATUSES);
export const ReturnStatusSchema = z.enum(RETURN_STATUSES);
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export const InstalmentCountSchema = z.union(INSTALMENT_COUNTS.map((n) => z.literal(n)));

/** FZ-2026-000042: prefix, year, 6-digit sequence from counters/ (transaction). */
export const ORDER_NUMBER_PATTERN = /^FZ-\d{4}-\d{6}$/;
export function formatOrderNumber(year: number, sequence: number): string {
  return `${ORDER_NUMBER_PREFIX}-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * Client-chosen key of one order attempt (e.g. crypto.randomUUID()): a double submit or a
 * retried request with the same key yields the same order.
 */
export const IdempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, {
  error: 'Clé de requête invalide (16 à 64 lettres, chiffres, « - » ou « _ »).',
});

export const OrderItemSchema = z.object({
  product_id: DatabaseKeySchema,
  name: boundedString(1, 200),
  brand: BrandSchema,
  type: ProductTypeSchema,
  unit_price: EurosSchema,
  quantity: z.number().int().min(1).max(CART_MAX_QUANTITY),
  image: z.string().max(2048).optional(),
  /** Éco-participation included in unit_price (euros, per unit), from the catalogue. */
  eco_fee: EurosSchema.optional(),
  /**
   * This line's share of the promotion code's discount (euros TTC; shared/src/promotions): the
   * line cost unit_price × quantity − discount. Absent without a code.
   */
  discount: EurosSchema.optional(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** What an admin orders: products and quantities only (prices always come from the catalogue). */
export const AdminOrderLinesSchema = z
  .array(z.strictObject({ product_id: DatabaseKeySchema, quantity: CartQuantitySchema }))
  .min(1, { error: 'Ajoutez au moins un produit à la commande.' })
  .max(50)
  .refine((lines) => new Set(lines.map((l) => l.product_id)).size === lines.length, {
    error: 'Chaque produit ne doit figurer qu’une fois : modifiez plutôt sa quantité.',
  });

/** Euros TTC; computed in cents by the server (money.ts), stored as euros like prices. */
export const OrderTotalsSchema = z.object({
  items: EurosSchema,
  shipping: EurosSchema,
  discount: EurosSchema.default(0),
  total: EurosSchema,
  /** « dont éco-participation »: the part of `items` that is éco-participation (server-computed). */
  eco_fee: EurosSchema.optional(),
});
export type OrderTotals = z.infer<typeof OrderTotalsSchema>;

export const InstalmentSchema = z.object({
  date: IsoDaySchema,
  amount: EurosSchema,
  status: z.enum(['scheduled', 'paid', 'failed']),
});

/** Which implementation handles the payment. */
export const PAYMENT_PROVIDERS = ['bank_transfer', 'stripe', 'alma'] as const;
export const PaymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderId = z.infer<typeof PaymentProviderSchema>;

/** What the customer needs to pay by transfer: the shop's bank details and the reference. */
export const TransferInstructionsSchema = z.object({
  holder: boundedString(1, 120),
  bank_name: boundedString(1, 120),
  iban: boundedString(1, 60),
  bic: boundedString(1, 20),
  /** The order number, to write in the transfer's label. */
  reference: z.string().regex(ORDER_NUMBER_PATTERN),
});
export type TransferInstructions = z.infer<typeof TransferInstructionsSchema>;

/**
 * Who made a change, as the customer may see it: the acting admin's uid is kept apart, in
 * order_admin/{order_id} (schemas/order-admin.ts), which the customer cannot read.
 */
export const ORDER_ACTORS = ['system', 'customer', 'admin'] as const;
export const OrderActorSchema = z.enum(ORDER_ACTORS);
export type OrderActor = z.infer<typeof OrderActorSchema>;

export const RefundSchema = z.object({
  amount: EurosSchema,
  at: IsoDateSchema,
  /** Who recorded it (the admin's uid: order_admin/{order_id}/refunds/{refund id}). */
  by: OrderActorSchema,
  /** The provider's id of this refund (Stripe re_…, Alma refund_…). */
  provider_refund_id: optionalText(200).optional(),
  /** A refund the shop still has to make by hand, e.g. « Virement de remboursement à effectuer ». */
  note: optionalText(200).optional(),
  /** The admin request it answers (adminUpdatePayment's request_key). */
  request_key: DatabaseKeySchema.optional(),
});
export type Refund = z.infer<typeof RefundSchema>;

export const PaymentSchema = z.object({
  method: PaymentMethodSchema,
  provider: PaymentProviderSchema.optional(),
  instalments: InstalmentCountSchema.optional(),
  status: PaymentStatusSchema,
  provider_ref: optionalText(200).optional(),
  schedule: z.array(InstalmentSchema).optional(),
  transfer: TransferInstructionsSchema.optional(),
  /** Card / instalments: the hosted payment page, to resume an abandoned payment… */
  payment_url: z.string().max(2000).optional(),
  /** …until then (the provider closes its session; the order expires later). */
  payment_url_expires_at: IsoDateSchema.optional(),
  refunded_amount: EurosSchema.optional(),
  /** Each refund (refund id → what, when, who); refunded_amount is their sum. */
  refunds: z.record(DatabaseKeySchema, RefundSchema).optional(),
  paid_at: IsoDateSchema.optional(),
  /** Bank transfer: when the reminder to pay before the hold ends was sent (once). */
  reminder_sent_at: IsoDateSchema.optional(),
  /** Provider events already applied (event id → true): a replayed callback changes nothing. */
  events: z.record(DatabaseKeySchema, z.literal(true)).optional(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const DeliverySchema = z.object({
  status: DeliveryStatusSchema,
  carrier: optionalText(80).optional(),
  tracking_number: optionalText(80).optional(),
  shipped_at: IsoDateSchema.optional(),
  delivered_at: IsoDateSchema.optional(),
});
export type Delivery = z.infer<typeof DeliverySchema>;

export const ReturnSchema = z.object({
  status: ReturnStatusSchema,
  reason: boundedString(1, 2000),
  requested_at: IsoDateSchema,
  accepted_at: IsoDateSchema.optional(),
  rejected_at: IsoDateSchema.optional(),
  received_at: IsoDateSchema.optional(),
  refunded_at: IsoDateSchema.optional(),
});
export type OrderReturn = z.infer<typeof ReturnSchema>;

export const OrderHistoryEntrySchema = z.object({
  at: IsoDateSchema,
  /** What changed, in French, e.g. 'Commande passée', 'Paiement : Payé'. */
  event: boundedString(1, 300),
  /** A role only; which admin: order_admin/{order_id}/actors/{index of this line}. */
  by: OrderActorSchema,
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntrySchema>;

export const OrderSchema = z.object({
  order_id: DatabaseKeySchema,
  number: z.string().regex(ORDER_NUMBER_PATTERN),
  user_id: DatabaseKeySchema,
  email: EmailSchema,
  items: z.array(OrderItemSchema).min(1).max(50),
  totals: OrderTotalsSchema,
  // Read leniently: placement and admin edits check ShippingAddressSchema (metropolitan France).
  shipping_address: AddressSchema,
  billing_address: AddressSchema.optional(),
  // The shop's internal note is not here: order_admin/{order_id} (admins only).
  payment: PaymentSchema,
  delivery: DeliverySchema,
  return: ReturnSchema.optional(),
  /** The promotion code applied (one per order) and its whole discount: totals.discount. */
  promotion: OrderPromotionSchema.optional(),
  /** Orders with a scooter: whether the customer asked for the free 1-for-1 take-back of an old one. */
  take_back: z.boolean().optional(),
  /** Statements sent through the withdrawal function (withdrawals/{id} holds each in full). */
  withdrawals: OrderWithdrawalsSchema.optional(),
  status: OrderStatusSchema,
  history: z.array(OrderHistoryEntrySchema).default([]),
  created_at: IsoDateSchema,
  updated_at: IsoDateSchema,
  /** Unpaid orders expire (stock released) after this instant. */
  expires_at: IsoDateSchema.optional(),
  /** Units taken from each product's stock (product id → units), given back exactly once. */
  stock_reserved: z.record(DatabaseKeySchema, z.number().int().min(0)).optional(),
  /** Set in the same write that cancels or expires the order: the stock was given back. */
  stock_released_at: IsoDateSchema.optional(),
  /** Set when the customer deleted their account: personal data replaced, amounts kept. */
  anonymised_at: IsoDateSchema.optional(),
  /** The client's key for this order request (a retried request finds the same order). */
  idempotency_key: z.string().optional(),
  /** Set once, when the order is first paid (sequential FA- number, docs/data-model.md). */
  invoice: InvoiceRefSchema.optional(),
  /** One per recorded refund (AV- number), keyed by the refund it documents. */
  credit_notes: CreditNotesSchema.optional(),
  /** Order e-mails already sent (kind → when): a retry or a replay never sends one twice. */
  mails: z.record(DatabaseKeySchema, IsoDateSchema).optional(),
});
export type Order = z.infer<typeof OrderSchema>;
