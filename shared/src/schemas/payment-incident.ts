// payment_incidents/{incident_id}: a provider event the shop did not apply to an order as it
// came (wrong payment, currency, mode, type or amount, a replay), or money that arrived for an
// order already closed and was sent back. Written by the webhooks only (Admin SDK), read by
// admins only (Hyperviseur « Incidents de paiement »). One record per provider event and reason:
// a provider that sends the same event again does not multiply the records.
import { z } from 'zod';
import { COLLECTIONS } from '../constants';
import { DatabaseKeySchema, IsoDateSchema, optionalText } from './common';
import { PaymentProviderSchema } from './order';

export const PAYMENT_INCIDENTS = COLLECTIONS.paymentIncidents;

export const INCIDENT_REASONS = [
  'replayed',
  'unknown_order',
  'wrong_provider',
  'wrong_payment',
  'wrong_currency',
  'wrong_mode',
  'wrong_type',
  'wrong_amount',
  'order_closed',
] as const;
export type IncidentReason = (typeof INCIDENT_REASONS)[number];

/** What the Hyperviseur says of each reason. */
export const INCIDENT_REASON_LABELS: Record<IncidentReason, string> = {
  replayed: 'Événement déjà traité, renvoyé par le prestataire',
  unknown_order: 'Commande inconnue',
  wrong_provider: "La commande n'est pas payée par ce prestataire",
  wrong_payment: "Le paiement n'est pas celui de la commande",
  wrong_currency: "Devise autre que l'euro",
  wrong_mode: 'Mode (test ou réel) différent de celui de la boutique',
  wrong_type: "Type d'événement non pris en compte",
  wrong_amount: 'Montant différent du total de la commande',
  order_closed: 'Paiement reçu pour une commande annulée, expirée ou supprimée',
};

export const INCIDENT_ACTIONS = ['ignored', 'refunded', 'refund_pending'] as const;
export type IncidentAction = (typeof INCIDENT_ACTIONS)[number];

export const INCIDENT_ACTION_LABELS: Record<IncidentAction, string> = {
  ignored: 'Ignoré : commande inchangée',
  refunded: 'Remboursé automatiquement',
  refund_pending: 'Remboursement automatique en échec : nouvel essai au prochain envoi',
};

export const PaymentIncidentSchema = z.object({
  incident_id: DatabaseKeySchema,
  provider: PaymentProviderSchema,
  /** The provider's event id (Stripe evt_…; Alma: the payment and its outcome). */
  event_id: optionalText(200),
  /** The event type as the provider named it (Stripe), or the payment's state (Alma). */
  event_type: optionalText(120).optional(),
  /** The order the event names, when it names one. */
  order_id: DatabaseKeySchema.optional(),
  /** The session or payment the event is about (Stripe cs_…, Alma payment_…). */
  provider_ref: optionalText(200).optional(),
  reason: z.enum(INCIDENT_REASONS),
  /** French label of the reason, as it was when recorded. */
  label: optionalText(300),
  /** What the event says was paid, in cents, and in which currency. */
  amount_cents: z.number().int().min(0).optional(),
  currency: optionalText(10).optional(),
  /** The order's total in cents, when the order exists. */
  expected_cents: z.number().int().min(0).optional(),
  action: z.enum(INCIDENT_ACTIONS),
  /** The provider's id of the automatic refund (action refunded). */
  refund_id: optionalText(200).optional(),
  created_at: IsoDateSchema,
  updated_at: IsoDateSchema.optional(),
});
export type PaymentIncident = z.infer<typeof PaymentIncidentSchema>;
