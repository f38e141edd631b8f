// The cart joined with the live catalogue: lines with their product, unit and line totals in
// integer cents, free delivery, and each line's problem (missing product, out of stock, not
// enough stock) — recomputed whenever a price or a stock changes in the catalogue. The order is
// priced again by the server; these figures are what the shopper sees meanwhile.
import { useMemo } from 'react';
import { computeCartTotals, indexById, type CartTotals } from '@fohzshop/shared/cart-totals';
import { useProducts } from '@/entities/product/hooks/use-products';
import { useCart } from './use-cart';

export function useCartTotals(): { ready: boolean; totals: CartTotals } {
  const cart = useCart();
  const { products, isLoading } = useProducts();
  const byId = useMemo(() => indexById(products), [products]);
  const totals = useMemo(() => computeCartTotals(cart.items, byId), [cart.items, byId]);
  return { ready: cart.ready && !isLoading, totals };
}
