// The idempotency key of the current checkout attempt. It is created once and kept in
// sessionStorage (this tab, survives a reload) until an order succeeds: a double submit, a retry
// after a network error or a reload after the server already placed the order all send the same
// key, and the server answers them with that one order.
import { STORAGE_KEYS } from '@/lib/storage-keys';

const STORAGE_KEY = STORAGE_KEYS.checkoutAttempt;
/** 32 hex characters: within the shared IdempotencyKeySchema (16–64 of [A-Za-z0-9_-]). */
const VALID = /^[A-Za-z0-9_-]{16,64}$/;

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** In-memory fallback when sessionStorage is unavailable (private mode, blocked storage). */
let memory: string | null = null;

function read(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return memory;
  }
}

function write(key: string | null): void {
  memory = key;
  try {
    if (key) sessionStorage.setItem(STORAGE_KEY, key);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the in-memory key still covers double submits and retries in this page.
  }
}

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
