// One order per (customer, idempotency key).
//
// order_requests/{uid}/{key} is claimed by a transaction before any work: among concurrent
// calls with the same key exactly one commits the claim and places the order; the others wait
// for its answer and return it. The finished record is written in the same multi-path update
// as the order itself, so "order exists" and "request answered" can never disagree. A failed
// attempt removes its claim (the customer may retry with the same key); a claim left by a
// crashed attempt is taken over after CLAIM_STALE_MS.
import { z } from 'zod';
import { pathOf, ref } from '../core/db.js';
import { fail } from '../core/errors.js';
import { ORDER_MESSAGES } from '@fohzshop/shared/order-messages';

export const ORDER_REQUESTS = 'order_requests';
const CLAIM_STALE_MS = 60_000;
const WAIT_STEP_MS = 150;
const WAIT_MAX_MS = 20_000;

export type OrderAnswer = { order_id: string; number: string; payment_url?: string };
const RequestRecordSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('processing'), started_at: z.number() }),
  z.object({
    state: z.literal('done'),
    answered_at: z.string(),
    order_id: z.string(),
    number: z.string(),
    payment_url: z.string().optional(),
  }),
]);
type RequestRecord = z.infer<typeof RequestRecordSchema>;
type DoneRecord = Extract<RequestRecord, { state: 'done' }>;

/** The stored record, or null when there is none or it is not one (then it is left as it is). */
const recordOf = (value: unknown): RequestRecord | null => {
  const parsed = RequestRecordSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

export const requestPath = (uid: string, key: string): string => pathOf(ORDER_REQUESTS, uid, key);

/** The finished record, written together with the order. */
export const doneRecord = (answer: OrderAnswer, at: string): RequestRecord => ({
  state: 'done',
  answered_at: at,
  ...answer,
});

const answerOf = (record: DoneRecord): OrderAnswer => {
  const { order_id, number, payment_url } = record;
  return { order_id, number, ...(payment_url !== undefined && { payment_url }) };
};

/** Claimed: this call places the order. Otherwise the earlier call's answer. */
export async function claimRequest(
  uid: string,
  key: string,
): Promise<{ claimed: true } | { claimed: false; answer: OrderAnswer }> {
  const deadline = Date.now() + WAIT_MAX_MS;
  for (;;) {
    const now = Date.now();
    const result = await ref(requestPath(uid, key)).transaction((current: unknown) => {
      const record = recordOf(current);
      const stale = record?.state === 'processing' && now - record.started_at > CLAIM_STALE_MS;
      return current === null || stale ? { state: 'processing', started_at: now } : undefined;
    });
    if (result.committed) return { claimed: true };
    const record = recordOf(result.snapshot.val());
    if (record?.state === 'done') return { claimed: false, answer: answerOf(record) };
    if (Date.now() > deadline) throw fail('unavailable', ORDER_MESSAGES.requestInProgress);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

/** Drops this call's claim after a failure, so that the same key may be tried again. */
export async function releaseClaim(uid: string, key: string): Promise<void> {
  await ref(requestPath(uid, key)).transaction((current: unknown) =>
    current === null || recordOf(current)?.state === 'processing' ? null : undefined,
  );
}
