// Payment incidents (payment_incidents/{id}, shared/src/schemas/payment-incident.ts): every
// provider event the shop did not apply as it came, and every payment it sent back because the
// order was closed. The id is derived from the event and the reason, so a provider sending the
// same event again leaves one record (an automatic refund updates its record's action).
import * as logger from 'firebase-functions/logger';
import {
  INCIDENT_REASON_LABELS,
  PAYMENT_INCIDENTS,
  PaymentIncidentSchema,
  type IncidentAction,
  type IncidentReason,
  type PaymentIncident,
} from '@fohzshop/shared/schemas/payment-incident';
import type { PaymentProviderId } from '@fohzshop/shared/schemas/order';
import { pathOf, upsert, withoutUndefined } from '../core/db.js';

export type IncidentDraft = {
  provider: PaymentProviderId;
  event_id: string;
  event_type?: string | undefined;
  order_id?: string | undefined;
  provider_ref?: string | undefined;
  reason: IncidentReason;
  amount_cents?: number | undefined;
  currency?: string | undefined;
  expected_cents?: number | undefined;
};

/** A database key for the event and reason (provider ids are tame; anything else is replaced). */
export const incidentIdOf = (draft: Pick<IncidentDraft, 'provider' | 'event_id' | 'reason'>) =>
  `${draft.provider}-${draft.event_id}-${draft.reason}`
    .replace(/[^A-Za-z0-9_-]/g, '_')
    .slice(0, 128);

/**
 * Records (or updates the action of) the incident of this event. Never throws: the record is
 * for the Hyperviseur; failing to write it must not change the provider's answer.
 */
export async function recordIncident(
  draft: IncidentDraft,
  action: IncidentAction = 'ignored',
  refundId?: string,
): Promise<string> {
  const incidentId = incidentIdOf(draft);
  const at = new Date().toISOString();
  try {
    await upsert(pathOf(PAYMENT_INCIDENTS, incidentId), (current) => {
      const earlier = PaymentIncidentSchema.safeParse(current);
      // The same event again, with the same outcome: the record stays as it is.
      if (
        earlier.success &&
        earlier.data.action === action &&
        (!refundId || earlier.data.refund_id === refundId)
      )
        return earlier.data;
      const record: PaymentIncident = withoutUndefined({
        ...draft,
        incident_id: incidentId,
        label: INCIDENT_REASON_LABELS[draft.reason],
        action,
        refund_id: refundId ?? (earlier.success ? earlier.data.refund_id : undefined),
        created_at: earlier.success ? earlier.data.created_at : at,
        updated_at: earlier.success ? at : undefined,
      });
      return PaymentIncidentSchema.parse(record);
    });
  } catch (error) {
    logger.error('payment incident not recorded', { ...draft, action, error: String(error) });
  }
  logger.warn('payment incident', { ...draft, action, incident_id: incidentId });
  return incidentId;
}
