// refund_requests/{order_id}: the admin refund requests of one order, kept by the server only
// (no client reads or writes). `lease` is the lock a refund call takes in a transaction BEFORE
// it calls the provider, so that one call at a time talks to the provider for this order;
// `requests/{request_key}` remembers what each request was sent as (provider idempotency key,
// amount) and when, so that every retry of it, whatever the delay, is the same refund at the
// provider (docs/security-model.md « Refunds »).
import { z } from 'zod';
import { COLLECTIONS } from '../constants';
import { DatabaseKeySchema, IsoDateSchema, optionalText } from './common';

export const REFUND_REQUESTS = COLLECTIONS.refundRequests;

export const RefundLeaseSchema = z.object({
  request_key: DatabaseKeySchema,
  /** Past this instant the holder is presumed dead (crash, timeout): another call may take over. */
  until: IsoDateSchema,
  by: DatabaseKeySchema,
});
export type RefundLease = z.infer<typeof RefundLeaseSchema>;

export const RefundRequestRecordSchema = z.object({
  /** Sent to the provider with every attempt of this request (Stripe header, Alma reference). */
  idempotency_key: DatabaseKeySchema,
  /** The amount this request refunds, in cents: the same key never refunds another amount. */
  cents: z.number().int().min(1),
  by: DatabaseKeySchema,
  created_at: IsoDateSchema,
  /** Set before the first provider call: a later attempt looks the refund up first. */
  sent_at: IsoDateSchema.optional(),
  /** The provider's definitive refusal (French), for the calls that waited on this one. */
  refusal: optionalText(500).optional(),
});
export type RefundRequestRecord = z.infer<typeof RefundRequestRecordSchema>;

export const RefundRequestsSchema = z.object({
  lease: RefundLeaseSchema.optional(),
  requests: z.record(DatabaseKeySchema, RefundRequestRecordSchema).default({}),
});
export type RefundRequests = z.infer<typeof RefundRequestsSchema>;
