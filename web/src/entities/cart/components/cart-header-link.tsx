// The header's cart link. Its item count is drawn only once the page is hydrated (the cart is
// empty for the server render and the hydration anyway), and only for a visitor who may have a
// cart (api/cart-presence.ts): its code, with the cart store, loads then and never for nothing.
import { Box, IconButton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@fohzshop/shared/routes';
import { useBrowserStore } from '@/lib/hydration/use-browser-store';
import { cartMayHaveItems, subscribeCartPresence } from '../api/cart-presence';
import { CartIcon } from '@/ui/icons';

const CartCount = lazy(() => import('./cart-count').then((m) => ({ default: m.CartCount })));

const noCart = () => false;

export function CartHeaderLink() {
  const withCount = useBrowserStore(subscribeCartPresence, cartMayHaveItems, noCart);
  return (
    <IconButton asChild variant="ghost" position="relative">
      <RouterLink to={ROUTES.CART.path}>
        <CartIcon />
        <Box as="span" srOnly>
          Mon panier
        </Box>
        {withCount && (
          <Suspense fallback={null}>
            <CartCount />
          </Suspense>
        )}
      </RouterLink>
    </IconButton>
  );
}
