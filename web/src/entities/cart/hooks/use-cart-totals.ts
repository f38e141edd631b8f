// The cart joined with the live cards of its products (one small live query per line, never
// the whole catalogue): lines with their card, unit and line totals in integer cents, free
// delivery, and each line's problem (missing product, out of stock, not enough stock) —
// recomputed whenever a price or a stock changes. The order is priced again by the server;
// these figures are what the shopper sees meanwhile.
import { useMemo } from 'react';
import { useCardsById } from '@/entities/product/hooks/use-cards-by-id';
import { cartTotals, type CartTotals } from '../lib/card-totals';
import { useCart } from './use-cart';

export function useCartTotals(): { ready: boolean; totals: CartTotals } {
  const cart = useCart();
  const ids = useMemo(() => Object.keys(cart.items), [cart.items]);
  const { cards, isLoading } = useCardsById(ids);
  // A few lines: recomputed on each render, which costs nothing.
  const totals = cartTotals(cart.items, cards);
  return { ready: cart.ready && !isLoading, totals };
}
