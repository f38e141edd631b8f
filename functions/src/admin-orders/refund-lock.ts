// The refund lock of an order (refund_requests/{order_id}, shared/src/schemas/refund-request.ts),
// taken in a transaction BEFORE the provider is called: one call at a time sends a refund of
// this order to Stripe or Alma. A double click, a retry, or two admins at once: the calls that
// find the lock held wait for it (waitForRelease), then find the refund recorded (or the
// provider's refusal) instead of sending it again. A lease, not a flag: a call that died holding
// it (crash, timeout) is taken over after LEASE_MS. Each request remembers its idempotency key,
// amount and whether it was ever sent, so a later attempt of the same request, whatever the
// delay, is the same refund at the provider (looked up first, see RefundRequest.sent_before).
import {
  REFUND_REQUESTS,
  RefundRequestsSchema,
  type RefundRequestRecord,
  type RefundRequests,
} from '@fohzshop/shared/schemas/refund-request';
import { pathOf, ref } from '../core/db.js';

/** Longer than a refund call may last (three provider calls of at most 10 s each). */
export const LEASE_MS = 70_000;
/** How long a call waits for another one holding the lock before giving up. */
export const WAIT_MS = 25_000;
const POLL_MS = 200;

const lockRef = (orderId: string) => ref(pathOf(REFUND_REQUESTS, orderId));

function stateOf(value: unknown): RefundRequests {
  const parsed = RefundRequestsSchema.safeParse(value ?? {});
  // An unreadable lock is treated as free: the provider's idempotency still holds the line.
  return parsed.success ? parsed.data : { requests: {} };
}

/** Takes the lease for this request: false when another live call holds it. */
export async function acquireLease(
  orderId: string,
  requestKey: string,
  by: string,
  now = Date.now(),
): Promise<boolean> {
  let held = false;
  await lockRef(orderId).transaction((current: unknown) => {
    const state = stateOf(current);
    held = false;
    if (state.lease && Date.parse(state.lease.until) > now) return undefined;
    held = true;
    const until = new Date(now + LEASE_MS).toISOString();
    return { ...state, lease: { request_key: requestKey, until, by } };
  });
  return held;
}

export type SendPermit = { sent_before: boolean } | { conflict: true };

/**
 * Records, under the lease, that this request is about to be sent with this key and amount. A
 * request already sent for another amount is refused (its key is that amount's refund).
 */
export async function markSent(
  orderId: string,
  requestKey: string,
  planned: Pick<RefundRequestRecord, 'idempotency_key' | 'cents' | 'by'>,
  at: string,
): Promise<SendPermit> {
  let permit: SendPermit = { sent_before: false };
  await lockRef(orderId).transaction((current: unknown) => {
    const state = stateOf(current);
    const earlier = state.requests[requestKey];
    if (earlier?.sent_at && earlier.cents !== planned.cents) {
      permit = { conflict: true };
      return undefined;
    }
    permit = { sent_before: earlier?.sent_at !== undefined };
    const record: RefundRequestRecord = {
      ...planned,
      created_at: earlier?.created_at ?? at,
      sent_at: earlier?.sent_at ?? at,
    };
    return { ...state, requests: { ...state.requests, [requestKey]: record } };
  });
  return permit;
}

/** Gives the lease back; `refusal`: the provider's definitive answer, for the calls waiting. */
export async function releaseLease(
  orderId: string,
  requestKey: string,
  refusal?: string,
): Promise<void> {
  await lockRef(orderId).transaction((current: unknown) => {
    const state = stateOf(current);
    const mine = state.lease?.request_key === requestKey;
    const request = state.requests[requestKey];
    const next: RefundRequests = { requests: { ...state.requests } };
    if (!mine && state.lease) next.lease = state.lease;
    if (request) {
      const { refusal: _previous, ...rest } = request;
      next.requests[requestKey] = refusal ? { ...rest, refusal } : rest;
    }
    return next;
  });
}

export type Waited = { refusal?: string } | { timeout: true };

/** Waits until no live call holds the lease; then what the provider answered this request. */
export async function waitForRelease(orderId: string, requestKey: string): Promise<Waited> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const state = stateOf((await lockRef(orderId).once('value')).val());
    if (state.lease && Date.parse(state.lease.until) > Date.now()) continue;
    const refusal = state.requests[requestKey]?.refusal;
    return refusal ? { refusal } : {};
  }
  return { timeout: true };
}
