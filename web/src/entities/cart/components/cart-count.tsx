// The number of items on the header's cart link (nothing for an empty cart). Loaded once the page
// is hydrated (cart-header-link.tsx): the cart is empty until then, so the first paint and the
// initial bundle need none of it.
import { CART_MAX_QUANTITY } from '@fohzshop/shared/constants';
import { useCart } from '../hooks/use-cart';
import s from './cart-count.styles';

export function CartCount() {
  const { count } = useCart();
  if (count === 0) return null;
  return (
    <>
      <span className={s.hidden}>
        ({count} article{count > 1 ? 's' : ''})
      </span>
      <span aria-hidden="true" data-testid="cart-count" className={s.count}>
        {count > CART_MAX_QUANTITY ? `${CART_MAX_QUANTITY}+` : count}
      </span>
    </>
  );
}
