// useCart for a signed-in customer: not ready until the account cart is loaded, then every action
// goes through the account writer (the database SDK is not involved here).
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/testing/render';
import {
  CART_STORAGE_KEY,
  attachAccount,
  detachAccount,
  setAccountItems,
  type AccountWriter,
} from '../api/cart-store';
import { useCart } from './use-cart';

vi.mock('@/entities/session/hooks/use-session', () => ({
  useSession: () => ({ user: { uid: 'u1' }, checked: true, isSignedIn: true }),
}));

const line = { quantity: 1, added_at: '2025-06-15T12:00:00.000Z' };

afterEach(() => detachAccount('u1'));

describe('useCart (signed-in customer, cart on the account)', () => {
  it('is not ready and empty until the account cart has loaded', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ pneu: line }));
    const writer: AccountWriter = { setLine: vi.fn(), clear: vi.fn() };
    const { result } = renderHook(() => useCart(), { wrapper: TestProviders });
    expect(result.current).toMatchObject({ ready: false, count: 0 });
    act(() => attachAccount('u1', writer));
    expect(result.current.ready).toBe(false);
    act(() => setAccountItems('u1', { frein: { ...line, quantity: 2 } }, true));
    expect(result.current).toMatchObject({ ready: true, count: 2 });
    expect(Object.keys(result.current.items)).toEqual(['frein']);
  });

  it('writes lines through the account, waiting for it to load', async () => {
    const setLine = vi.fn(async () => undefined);
    const clear = vi.fn(async () => undefined);
    const { result } = renderHook(() => useCart(), { wrapper: TestProviders });
    act(() => attachAccount('u1', { setLine, clear }));
    const adding = result.current.add('pneu', 2);
    act(() => setAccountItems('u1', { pneu: line }, true));
    await adding;
    expect(setLine).toHaveBeenCalledWith('pneu', { quantity: 3, added_at: line.added_at });
    await act(() => result.current.remove('pneu'));
    expect(setLine).toHaveBeenLastCalledWith('pneu', null);
    await act(() => result.current.clear());
    expect(clear).toHaveBeenCalledTimes(1);
    // The device cart is not touched while signed in.
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });
});
