// One product in a listing: sized image, name, brand, price and struck old price, labels and
// live stock state (the card re-renders when the RTDB listener updates the cached product).
import { memo } from 'react';
import { Badge, Box, Card, HStack, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { sameLabels, type ProductLabel } from '@fohzshop/shared/catalog/labels';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import { AddToCartButton } from '@/entities/cart/components/add-to-cart-button';
import {
  PRODUCT_IMAGE_HEIGHT,
  PRODUCT_IMAGE_WIDTH,
  useProductDisplay,
} from '@/entities/product/hooks/use-product-display';
import { CompareToggle } from './compare-toggle';

type Props = { product: ListingProduct; labels?: readonly ProductLabel[]; eager?: boolean };

function ProductCardView({ product, labels, eager = false }: Props) {
  const view = useProductDisplay(product, labels);
  if (!view) return null;
  return (
    <Card.Root
      as="article"
      variant="outline"
      overflow="hidden"
      data-product-id={product.product_id}
      h="full"
    >
      <RouterLink to={view.href} tabIndex={-1} aria-hidden="true">
        <Image
          src={view.image ?? '/favicon.svg'}
          alt=""
          width={PRODUCT_IMAGE_WIDTH}
          height={PRODUCT_IMAGE_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          w="full"
          h="auto"
          aspectRatio="4 / 3"
          objectFit="contain"
          bg="bg.muted"
        />
      </RouterLink>
      <Card.Body gap="2" p="4">
        <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
          {product.brand}
        </Text>
        <Heading as="h3" size="sm" lineHeight="short">
          <RouterLink to={view.href}>{product.name}</RouterLink>
        </Heading>
        {view.labels.length > 0 && (
          <HStack gap="1" wrap="wrap">
            {view.labels.map((label) => (
              <Badge key={label.text} colorPalette={label.palette} variant="subtle" size="sm">
                {label.text}
              </Badge>
            ))}
          </HStack>
        )}
        <HStack gap="2" align="baseline" wrap="wrap" mt="auto">
          <Text fontWeight="bold" fontSize="lg" data-testid="price">
            {view.price}
          </Text>
          {view.oldPrice && (
            <Text as="del" color="fg.muted" fontSize="sm">
              <Box as="span" srOnly>
                Prix précédent :
              </Box>
              {view.oldPrice}
            </Text>
          )}
        </HStack>
        <Badge
          colorPalette={view.stockPalette}
          variant="surface"
          alignSelf="start"
          data-testid="stock"
        >
          {view.stock}
        </Badge>
      </Card.Body>
      <Card.Footer p="4" pt="0">
        <Stack gap="2" align="start">
          <AddToCartButton product={product} size="sm" />
          {view.isScooter && <CompareToggle productId={product.product_id} name={product.name} />}
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
}

/**
 * Re-rendered only when its card, its labels or its loading mode change: going live brings a new
 * card object only for a product that changed (TanStack Query keeps the others), and labels are
 * recomputed as new arrays, so they are compared by value.
 */
export const ProductCard = memo(
  ProductCardView,
  (prev, next) =>
    prev.product === next.product &&
    prev.eager === next.eager &&
    sameLabels(prev.labels, next.labels),
);
