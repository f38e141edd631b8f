import { describe, expect, it, vi } from 'vitest';
import {
  CART_STORAGE_KEY,
  CART_STORE_ERRORS,
  attachAccount,
  detachAccount,
  getCartSnapshot,
  getDeviceItems,
  setAccountItems,
  setDeviceItems,
  subscribeCart,
  whenAccountLoaded,
  type AccountWriter,
} from './cart-store';

const line = { quantity: 2, added_at: '2025-06-15T12:00:00.000Z' };
const writer: AccountWriter = { setLine: async () => undefined, clear: async () => undefined };

describe('cart store (device)', () => {
  it('persists the device cart in localStorage and keeps a stable snapshot', () => {
    setDeviceItems({ pneu: line });
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}')).toEqual({ pneu: line });
    const first = getCartSnapshot();
    expect(getCartSnapshot()).toBe(first);
    expect(first.device).toEqual({ pneu: line });
    setDeviceItems({});
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(getCartSnapshot()).not.toBe(first);
  });

  it('follows another tab through the storage event', () => {
    const listener = vi.fn();
    const stop = subscribeCart(listener);
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ frein: line }));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getDeviceItems()).toEqual({ frein: line });
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reads corrupt storage as an empty cart', () => {
    localStorage.setItem(CART_STORAGE_KEY, '{pas du json');
    expect(getDeviceItems()).toEqual({});
  });
});

describe('cart store (account)', () => {
  it('holds the account cart of one uid until detached', async () => {
    attachAccount('u1', writer);
    expect(getCartSnapshot().account).toMatchObject({ uid: 'u1', loaded: false });
    const waiting = whenAccountLoaded('u1');
    setAccountItems('other', { pneu: line }, true);
    expect(getCartSnapshot().account?.loaded).toBe(false);
    setAccountItems('u1', { pneu: line }, true);
    await expect(waiting).resolves.toMatchObject({ uid: 'u1', items: { pneu: line } });
    detachAccount('u1');
    expect(getCartSnapshot().account).toBeNull();
  });

  it('gives up waiting with a French message', async () => {
    vi.useFakeTimers();
    try {
      const waiting = whenAccountLoaded('u2', 1000);
      vi.advanceTimersByTime(1000);
      await expect(waiting).rejects.toThrow(CART_STORE_ERRORS.loading);
    } finally {
      vi.useRealTimers();
    }
  });
});
