// The header's cart link. Its item count is drawn only once the page is hydrated (the cart is
// empty for the server render and the hydration anyway), and its code loads then: the cart store
// stays out of the initial bundle of pages that do not show it.
import { Box, IconButton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@fohzshop/shared/routes';
import { useFullyHydrated } from '@/lib/hydration/hydration-store';
import { CartIcon } from '@/ui/icons';

const CartCount = lazy(() => import('./cart-count').then((m) => ({ default: m.CartCount })));

export function CartHeaderLink() {
  const hydrated = useFullyHydrated();
  return (
    <IconButton asChild variant="ghost" position="relative">
      <RouterLink to={ROUTES.CART.path}>
        <CartIcon />
        <Box as="span" srOnly>
          Mon panier
        </Box>
        {hydrated && (
          <Suspense fallback={null}>
            <CartCount />
          </Suspense>
        )}
      </RouterLink>
    </IconButton>
  );
}
