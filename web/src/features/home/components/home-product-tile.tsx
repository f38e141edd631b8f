// Compact product tile of the home strips (best sellers, new arrivals).
import { memo } from 'react';
import { Badge, Box, HStack, Image, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { sameLabels, type ProductLabel } from '@fohzshop/shared/catalog/labels';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import {
  PRODUCT_IMAGE_HEIGHT,
  PRODUCT_IMAGE_WIDTH,
  productDisplay,
} from '@/entities/product/hooks/use-product-display';

export const TILE_WIDTH = { base: '60', md: '64' } as const;

function Tile({ product, labels }: { product: ListingProduct; labels?: readonly ProductLabel[] }) {
  const view = productDisplay(product, labels);
  return (
    <LinkBox
      as="article"
      w={TILE_WIDTH}
      flexShrink="0"
      borderWidth="1px"
      rounded="l3"
      overflow="hidden"
      h="full"
      _hover={{ borderColor: 'orange.solid' }}
    >
      <Image
        src={view.image ?? '/favicon.svg'}
        alt=""
        width={PRODUCT_IMAGE_WIDTH}
        height={PRODUCT_IMAGE_HEIGHT}
        loading="lazy"
        decoding="async"
        w="full"
        h="auto"
        aspectRatio="4 / 3"
        objectFit="contain"
        bg="bg.muted"
      />
      <Stack gap="1.5" p="3">
        <Text fontSize="xs" color="fg.muted" textTransform="uppercase">
          {product.brand}
        </Text>
        <LinkOverlay asChild>
          <RouterLink to={view.href}>
            <Text fontWeight="semibold" lineClamp={2} minH="2lh">
              {product.name}
            </Text>
          </RouterLink>
        </LinkOverlay>
        <HStack gap="2" align="baseline">
          <Text fontWeight="bold">{view.price}</Text>
          {view.oldPrice && (
            <Text as="del" fontSize="sm" color="fg.muted">
              {view.oldPrice}
            </Text>
          )}
        </HStack>
        <Box>
          <Badge size="sm" variant="surface" colorPalette={view.stockPalette}>
            {view.stock}
          </Badge>
        </Box>
      </Stack>
    </LinkBox>
  );
}

/**
 * Re-rendered only when its card or its labels change: live data brings a new card only for a
 * product that changed (TanStack Query keeps the others' objects), and labels are recomputed as
 * new arrays, so they are compared by value.
 */
export const HomeProductTile = memo(
  Tile,
  (prev, next) => prev.product === next.product && sameLabels(prev.labels, next.labels),
);
