import { useQueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { product } from '@fohzshop/shared/test-support/products';
import { asListingProduct, type ListingProduct } from '@fohzshop/shared/catalog/product-card';
import { cardQueryOptions } from '@/entities/product/api/catalog-queries';
import { cardsQueryOptions } from '@/entities/product/api/catalog-list-queries';
import { TestProviders } from '@/testing/render';
import { CART_STORAGE_KEY } from '../api/cart-store';
import { SEEN_PRICES_STORAGE_KEY, rememberPrice } from '../api/seen-prices';
import { CART_ERRORS } from '../lib/cart-rules';
import { useCart } from './use-cart';

/** The catalogue in the cache: each card on its own (a cart line, a page), or a listing's cards. */
function renderCart(cards?: ListingProduct[], as: 'card' | 'listing' = 'card') {
  return renderHook(
    () => {
      const client = useQueryClient();
      const listing = cardsQueryOptions(client, 'Pièce détachée').queryKey;
      if (cards && as === 'listing' && !client.getQueryData(listing)) {
        client.setQueryData(listing, cards);
      }
      for (const card of as === 'card' ? (cards ?? []) : []) {
        const key = cardQueryOptions(client, card.product_id).queryKey;
        if (!client.getQueryData(key)) client.setQueryData(key, card);
      }
      return useCart();
    },
    { wrapper: TestProviders },
  );
}

const stored = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}') as object;

describe('useCart (visitor, cart on the device)', () => {
  it('adds, sums, changes and removes lines, kept in localStorage', async () => {
    const { result } = renderCart();
    expect(result.current).toMatchObject({ ready: true, items: {}, count: 0 });
    await act(() => result.current.add('pneu'));
    await act(() => result.current.add('frein', 2));
    await act(() => result.current.add('pneu'));
    expect(Object.keys(result.current.items)).toEqual(['pneu', 'frein']);
    expect(result.current.items.pneu?.quantity).toBe(2);
    expect(result.current.count).toBe(4);
    expect(stored()).toEqual(result.current.items);
    await act(() => result.current.setQuantity('frein', 5));
    expect(result.current.count).toBe(7);
    await act(() => result.current.remove('pneu'));
    expect(Object.keys(result.current.items)).toEqual(['frein']);
    await act(() => result.current.clear());
    expect(result.current.count).toBe(0);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('is shared between components and with another tab (storage event)', async () => {
    const a = renderCart();
    const b = renderCart();
    await act(() => a.result.current.add('pneu', 3));
    expect(b.result.current.count).toBe(3);
    act(() => {
      localStorage.setItem(
        CART_STORAGE_KEY,
        JSON.stringify({ frein: { quantity: 1, added_at: '2025-06-15T12:00:00.000Z' } }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    expect(Object.keys(a.result.current.items)).toEqual(['frein']);
    expect(b.result.current.count).toBe(1);
  });

  it.each(['card', 'listing'] as const)(
    'never goes beyond the stock the cached catalogue knows (%s)',
    async (as) => {
      const { result } = renderCart(
        [
          asListingProduct(product({ product_id: 'frein', stock: 2, type: 'Pièce détachée' })),
          asListingProduct(product({ product_id: 'wolf', stock: 0, type: 'Pièce détachée' })),
        ],
        as,
      );
      await act(() => result.current.add('frein', 5));
      expect(result.current.items.frein?.quantity).toBe(2);
      await expect(result.current.add('frein')).rejects.toThrow(CART_ERRORS.maxReached(2));
      await expect(result.current.setQuantity('frein', 3)).rejects.toThrow(CART_ERRORS.tooMany(2));
      await expect(result.current.add('wolf')).rejects.toThrow(CART_ERRORS.outOfStock);
      expect(result.current.items).toEqual({ frein: expect.objectContaining({ quantity: 2 }) });
    },
  );

  it('refuses bad input with a French message and changes nothing', async () => {
    const { result } = renderCart();
    await act(() => result.current.add('pneu'));
    const before = localStorage.getItem(CART_STORAGE_KEY);
    await expect(result.current.add('a/b')).rejects.toThrow(CART_ERRORS.invalidProduct);
    await expect(result.current.add('pneu', 0)).rejects.toThrow(CART_ERRORS.invalidQuantity);
    await expect(result.current.add('pneu', 2.5)).rejects.toThrow(CART_ERRORS.invalidQuantity);
    await expect(result.current.setQuantity('pneu', 100)).rejects.toThrow(
      CART_ERRORS.invalidQuantity,
    );
    await expect(result.current.setQuantity('frein', 1)).rejects.toThrow(CART_ERRORS.notInCart);
    await expect(result.current.remove('')).rejects.toThrow(CART_ERRORS.invalidProduct);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBe(before);
  });

  it('forgets the price seen at add time when the line is removed', async () => {
    const { result } = renderCart();
    await act(() => result.current.add('pneu'));
    rememberPrice('pneu', 5900);
    await act(() => result.current.remove('pneu'));
    expect(localStorage.getItem(SEEN_PRICES_STORAGE_KEY)).toBeNull();
  });
});
