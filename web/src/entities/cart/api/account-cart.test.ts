// The signed-in cart's wiring, with the database SDK replaced by a fake: the first snapshot is
// merged with the device cart (written as one update, device emptied), later snapshots feed the
// store, and a failed merge leaves the device cart as it was.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { product } from '@fohzshop/shared/test-support/products';
import { ACCOUNT_CART_MESSAGES, attachAccountCart } from './account-cart';
import { getCartSnapshot, getDeviceItems, setDeviceItems } from './cart-store';

const fake = vi.hoisted(() => ({
  onData: undefined as ((snapshot: { val: () => unknown }) => void) | undefined,
  update: vi.fn(async (_ref: unknown, _values: Record<string, unknown>) => undefined),
  remove: vi.fn(async () => undefined),
  notify: { info: vi.fn(), error: vi.fn(), success: vi.fn(), warning: vi.fn() },
}));
vi.mock('firebase/database', () => ({
  ref: (_db: unknown, path: string) => ({ path }),
  onValue: (_ref: unknown, onData: (snapshot: { val: () => unknown }) => void) => {
    fake.onData = onData;
    return () => (fake.onData = undefined);
  },
  update: fake.update,
  remove: fake.remove,
}));
vi.mock('@/lib/firebase/database', () => ({ db: () => ({}) }));
vi.mock('@/ui/toaster-store', () => ({ notify: fake.notify }));

const at = (minute: number) => `2025-06-15T12:0${minute}:00.000Z`;
const catalogue = [
  product({ product_id: 'pneu', stock: 4 }),
  product({ product_id: 'frein', stock: 10 }),
];
const snapshot = (value: unknown) => ({ val: () => value });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.clearAllMocks();
});

describe('attachAccountCart', () => {
  it('merges the device cart into the account once (summed, capped by stock), then empties it', async () => {
    setDeviceItems({
      pneu: { quantity: 3, added_at: at(5) },
      ghost: { quantity: 1, added_at: at(6) },
    });
    const loadCards = vi.fn(async (_ids: readonly string[]) => catalogue);
    stop = attachAccountCart('u1', loadCards);
    expect(getCartSnapshot().account).toMatchObject({ uid: 'u1', loaded: false });
    fake.onData?.(
      snapshot({ items: { pneu: { quantity: 2, added_at: at(1) } }, updated_at: at(1) }),
    );
    await settle();
    // Only the cards of the device cart's products are read.
    expect(loadCards).toHaveBeenCalledExactlyOnceWith(['pneu', 'ghost']);
    expect(fake.update).toHaveBeenCalledTimes(1);
    const [target, values] = fake.update.mock.calls[0] ?? [];
    expect(target).toEqual({ path: 'carts/u1' });
    expect(values).toMatchObject({ 'items/pneu': { quantity: 4, added_at: at(1) } });
    expect(Object.keys(values ?? {}).sort()).toEqual(['items/pneu', 'updated_at']);
    expect(getDeviceItems()).toEqual({});
    expect(fake.notify.info).toHaveBeenCalledWith(ACCOUNT_CART_MESSAGES.dropped(1));
    expect(getCartSnapshot().account?.loaded).toBe(true);

    // Later snapshots (this or another device) feed the store; nothing is merged again.
    fake.onData?.(
      snapshot({ items: { frein: { quantity: 1, added_at: at(2) } }, updated_at: at(2) }),
    );
    expect(getCartSnapshot().account?.items).toEqual({ frein: { quantity: 1, added_at: at(2) } });
    expect(fake.update).toHaveBeenCalledTimes(1);
  });

  it('loads at once without writing when the device cart is empty', async () => {
    stop = attachAccountCart('u1', async () => catalogue);
    fake.onData?.(snapshot(null));
    await settle();
    expect(fake.update).not.toHaveBeenCalled();
    expect(getCartSnapshot().account).toMatchObject({ loaded: true, items: {} });
  });

  it('drops nothing as missing when no card could be read (catalogue unknown)', async () => {
    setDeviceItems({ ghost: { quantity: 99, added_at: at(5) } });
    stop = attachAccountCart('u1', async () => []);
    fake.onData?.(snapshot(null));
    await settle();
    expect(fake.update.mock.calls[0]?.[1]).toMatchObject({
      'items/ghost': { quantity: 99, added_at: at(5) },
    });
    expect(fake.notify.info).not.toHaveBeenCalled();
  });

  it('drops nothing as missing for a line added while the cards were read', async () => {
    setDeviceItems({ pneu: { quantity: 1, added_at: at(5) } });
    stop = attachAccountCart('u1', async () => {
      setDeviceItems({ ...getDeviceItems(), frein: { quantity: 1, added_at: at(6) } });
      return [catalogue[0]!];
    });
    fake.onData?.(snapshot(null));
    await settle();
    expect(Object.keys(fake.update.mock.calls[0]?.[1] ?? {}).sort()).toEqual([
      'items/frein',
      'items/pneu',
      'updated_at',
    ]);
  });

  it('keeps the device cart when the merge cannot be written', async () => {
    const device = { frein: { quantity: 2, added_at: at(3) } };
    setDeviceItems(device);
    fake.update.mockRejectedValueOnce(new Error('PERMISSION_DENIED'));
    stop = attachAccountCart('u1', async () => catalogue);
    fake.onData?.(snapshot(null));
    await settle();
    expect(getDeviceItems()).toEqual(device);
    expect(fake.notify.error).toHaveBeenCalledWith(ACCOUNT_CART_MESSAGES.mergeFailed);
    expect(getCartSnapshot().account?.loaded).toBe(true);
  });

  it('stops the listener and hands the cart back to the device on sign-out', () => {
    stop = attachAccountCart('u1', async () => catalogue);
    stop();
    stop = undefined;
    expect(fake.onData).toBeUndefined();
    expect(getCartSnapshot().account).toBeNull();
  });

  it('writes a line and updated_at in one update, and clears by removing the cart', async () => {
    stop = attachAccountCart('u1', async () => catalogue);
    fake.onData?.(snapshot(null));
    await settle();
    const writer = getCartSnapshot().account?.writer;
    await writer?.setLine('frein', { quantity: 2, added_at: at(4) });
    expect(fake.update).toHaveBeenLastCalledWith(
      { path: 'carts/u1' },
      { 'items/frein': { quantity: 2, added_at: at(4) }, updated_at: expect.any(String) },
    );
    await writer?.clear();
    expect(fake.remove).toHaveBeenCalledWith({ path: 'carts/u1' });
  });
});
