// Return (rétractation / retour) lifecycle, requested by the customer after delivery.
import { defineStateMachine } from './define';

export const RETURN_STATUSES = [
  'requested',
  'accepted',
  'rejected',
  'received',
  'refunded',
  'cancelled',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const returnMachine = defineStateMachine<ReturnStatus>({
  subject: 'le retour',
  statuses: RETURN_STATUSES,
  initial: 'requested',
  labels: {
    requested: 'Demandé',
    accepted: 'Accepté',
    rejected: 'Refusé',
    received: 'Reçu',
    refunded: 'Remboursé',
    cancelled: 'Annulé',
  },
  transitions: {
    requested: ['accepted', 'rejected', 'cancelled'],
    accepted: ['received', 'cancelled'],
    received: ['refunded'],
    rejected: [],
    refunded: [],
    cancelled: [],
  },
});

export const RETURN_STATUS_LABELS = returnMachine.labels;
