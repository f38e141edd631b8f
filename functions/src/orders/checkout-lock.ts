// One order attempt per customer at a time. The idempotency key makes a retried request return
// the same order, but two tabs each hold their own key: without this lock both could read the
// same cart before either empties it, and the customer would pay twice for one basket.
// checkout_locks/{uid} = { key, until }: taken by transaction, released by its holder; a lock
// left by a crashed call lapses after CHECKOUT_LOCK_MS.
import { z } from 'zod';
import { pathOf, ref } from '../core/db.js';

export const CHECKOUT_LOCKS = 'checkout_locks';
/** Longer than a placeOrder call can take (the provider call times out after 10 s). */
export const CHECKOUT_LOCK_MS = 60_000;

const LockSchema = z.object({ key: z.string(), until: z.number() });
type Lock = z.infer<typeof LockSchema>;

/** Anything else at the path (nothing, a malformed lock) holds nobody's checkout. */
const isLock = (value: unknown): value is Lock => LockSchema.safeParse(value).success;

/** True when this attempt (its idempotency key) now holds the customer's checkout. */
export async function lockCheckout(uid: string, key: string, now = Date.now()): Promise<boolean> {
  const result = await ref(pathOf(CHECKOUT_LOCKS, uid)).transaction((current: unknown) =>
    isLock(current) && current.key !== key && current.until > now
      ? undefined
      : { key, until: now + CHECKOUT_LOCK_MS },
  );
  return result.committed;
}

/** Releases the lock if this attempt still holds it (never another attempt's lock). */
export async function unlockCheckout(uid: string, key: string): Promise<void> {
  // The first run sees the local cache (often null, not yet read): answering "delete" then is
  // safe — the server refuses it if a lock is there and runs this again with the real value.
  await ref(pathOf(CHECKOUT_LOCKS, uid)).transaction((current: unknown) =>
    !isLock(current) || current.key === key ? null : current,
  );
}
