import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdempotencyKeySchema } from '@fohzshop/shared/schemas/order';
import { checkoutAttemptKey, endCheckoutAttempt } from './idempotency-key';

afterEach(() => {
  vi.restoreAllMocks();
  endCheckoutAttempt();
  sessionStorage.clear();
});

describe('checkout attempt key', () => {
  it('is a valid idempotency key, the same until the order succeeds', () => {
    const key = checkoutAttemptKey();
    expect(IdempotencyKeySchema.safeParse(key).success).toBe(true);
    expect(checkoutAttemptKey()).toBe(key);
    endCheckoutAttempt();
    const next = checkoutAttemptKey();
    expect(next).not.toBe(key);
    expect(IdempotencyKeySchema.safeParse(next).success).toBe(true);
  });

  it('survives a reload of the tab (kept in sessionStorage)', () => {
    const key = checkoutAttemptKey();
    expect(sessionStorage.getItem('fohzshop:checkout-attempt')).toBe(key);
  });

  it('replaces a stored value that is not a valid key', () => {
    sessionStorage.setItem('fohzshop:checkout-attempt', 'a/b');
    const key = checkoutAttemptKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('still keeps one key per attempt when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    const key = checkoutAttemptKey();
    expect(checkoutAttemptKey()).toBe(key);
  });
});
