// The header badge's code loads only for a visitor who may have a cart.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CART_STORAGE_KEY,
  cartChanged,
  cartMayHaveItems,
  subscribeCartPresence,
} from './cart-presence';

afterEach(() => window.localStorage.clear());

describe('cart presence', () => {
  it('is false on a first visit, true with a stored cart, and after a change in the page', () => {
    expect(cartMayHaveItems()).toBe(false);
    window.localStorage.setItem(CART_STORAGE_KEY, '{}');
    expect(cartMayHaveItems()).toBe(true);
    window.localStorage.clear();
    expect(cartMayHaveItems()).toBe(false);

    const listener = vi.fn();
    const stop = subscribeCartPresence(listener);
    cartChanged();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(cartMayHaveItems()).toBe(true);
    stop();
  });

  it('tells its subscribers when another tab writes the cart', () => {
    const listener = vi.fn();
    const stop = subscribeCartPresence(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'autre' }));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});
