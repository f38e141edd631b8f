// Payment lifecycle, identical for bank transfer, card and instalments.
import { defineStateMachine } from './define';

export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'failed',
  'cancelled',
  'partially_refunded',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentMachine = defineStateMachine<PaymentStatus>({
  subject: 'le paiement',
  statuses: PAYMENT_STATUSES,
  initial: 'pending',
  labels: {
    pending: 'En attente',
    paid: 'Payé',
    failed: 'Échoué',
    cancelled: 'Annulé',
    partially_refunded: 'Partiellement remboursé',
    refunded: 'Remboursé',
  },
  transitions: {
    pending: ['paid', 'failed', 'cancelled'],
    // A failed card payment may be retried.
    failed: ['pending', 'cancelled'],
    paid: ['partially_refunded', 'refunded'],
    // Several partial refunds may follow one another.
    partially_refunded: ['partially_refunded', 'refunded'],
    cancelled: [],
    refunded: [],
  },
});

export const PAYMENT_STATUS_LABELS = paymentMachine.labels;
