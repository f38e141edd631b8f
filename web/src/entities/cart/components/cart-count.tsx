// The number of items on the header's cart link (nothing for an empty cart). Loaded once the page
// is hydrated (cart-header-link.tsx): the cart is empty until then, so the first paint and the
// initial bundle need none of it.
import { Box } from '@chakra-ui/react';
import { CART_MAX_QUANTITY } from '@fohzshop/shared/constants';
import { useCart } from '../hooks/use-cart';

export function CartCount() {
  const { count } = useCart();
  if (count === 0) return null;
  return (
    <>
      <Box as="span" srOnly>
        ({count} article{count > 1 ? 's' : ''})
      </Box>
      <Box
        as="span"
        aria-hidden="true"
        data-testid="cart-count"
        position="absolute"
        top="0.5"
        insetEnd="0.5"
        minW="4.5"
        h="4.5"
        px="1"
        rounded="full"
        bg="orange.solid"
        color="orange.contrast"
        fontSize="2xs"
        fontWeight="bold"
        lineHeight="4.5"
        textAlign="center"
      >
        {count > CART_MAX_QUANTITY ? `${CART_MAX_QUANTITY}+` : count}
      </Box>
    </>
  );
}
