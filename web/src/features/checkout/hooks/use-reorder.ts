// After a refused, cancelled or expired payment the order is closed and its stock released; the
// server does not reopen it. What the customer can do is order again: the items go back into
// the cart (the cart caps quantities by the stock) and the checkout opens, where another payment
// method, e.g. the bank transfer, can be chosen.
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@fohzshop/shared/routes';
import type { Order } from '@fohzshop/shared/schemas/order';
import { useCart } from '@/entities/cart/hooks/use-cart';

export function useReorder(order: Order) {
  const cart = useCart();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: async () => {
      for (const item of order.items) {
        const inCart = cart.items[item.product_id]?.quantity ?? 0;
        if (inCart < item.quantity) await cart.add(item.product_id, item.quantity - inCart);
      }
    },
    meta: { errorMessage: 'Impossible de remettre les articles dans votre panier.' },
    onSuccess: () => void navigate(ROUTES.CART_PAYMENT.path),
  });
  return { reorder: () => mutation.mutate(), pending: mutation.isPending, ready: cart.ready };
}
