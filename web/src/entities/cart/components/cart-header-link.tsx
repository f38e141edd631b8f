// The header's cart link. Its item count is drawn only once the page is hydrated (the cart is
// empty for the server render and the hydration anyway), and only for a visitor who may have a
// cart (api/cart-presence.ts): its code, with the cart store, loads then and never for nothing.
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@fohzshop/shared/routes';
import { useBrowserStore } from '@/lib/hydration/use-browser-store';
import { cartMayHaveItems, subscribeCartPresence } from '../api/cart-presence';
import { CartIcon } from '@/ui/icons';
import { button } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import s from './cart-header-link.styles';

const CartCount = lazy(() => import('./cart-count').then((m) => ({ default: m.CartCount })));

const noCart = () => false;

export function CartHeaderLink() {
  const withCount = useBrowserStore(subscribeCartPresence, cartMayHaveItems, noCart);
  return (
    <RouterLink to={ROUTES.CART.path} className={cx(button({ variant: 'ghost' }), s.link)}>
      <CartIcon />
      <span className={s.srOnly}>Mon panier</span>
      {withCount && (
        <Suspense fallback={null}>
          <CartCount />
        </Suspense>
      )}
    </RouterLink>
  );
}
