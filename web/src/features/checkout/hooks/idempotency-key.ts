// The idempotency key of the current checkout attempt. It is created once and kept in
// sessionStorage (this tab, survives a reload) until an order succeeds: a double submit, a retry
// after a network error or a reload after the server already placed the order all send the same
// key, and the server answers them with that one order.
import { createLocalStore } from '@/lib/local-store';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/** 32 hex characters: within the shared IdempotencyKeySchema (16–64 of [A-Za-z0-9_-]). */
const VALID = /^[A-Za-z0-9_-]{16,64}$/;

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

// Storage blocked (private mode): the key kept in the page still covers double submits and
// retries in this page.
const attempt = createLocalStore<string | null>({
  key: STORAGE_KEYS.checkoutAttempt,
  empty: null,
  parse: (raw) => raw,
  serialize: (key) => key,
  session: true,
  keepInPage: true,
});
const read = attempt.get;
const write = attempt.set;

/** The key of the current attempt, created on first use. */
export function checkoutAttemptKey(): string {
  const stored = read();
  if (stored && VALID.test(stored)) return stored;
  const key = randomKey();
  write(key);
  return key;
}

/** The order went through: the next checkout is a new attempt with a new key. */
export function endCheckoutAttempt(): void {
  write(null);
}
