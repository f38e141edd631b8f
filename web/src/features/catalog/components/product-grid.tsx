// Responsive grid of product cards, with a same-size skeleton while loading (no layout shift).
import { Box, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import type { LabelsById } from '@fohzshop/shared/catalog/labels';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import { Region } from '@/lib/hydration/region';
import { offscreen } from '@/ui/offscreen';
import { ProductCard } from './product-card';

const COLUMNS = { base: 1, sm: 2, lg: 3, xl: 4 } as const;
/** Cards above the fold on a phone load their image eagerly (LCP), the rest lazily. */
const EAGER_CARDS = 2;

export function ProductGrid({
  products,
  labels,
}: {
  products: readonly ListingProduct[];
  labels: LabelsById;
}) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={COLUMNS} gap="4" aria-label="Produits">
      {products.map((product, index) => (
        <Box
          as="li"
          key={product.product_id}
          css={index < EAGER_CARDS ? undefined : offscreen('460px')}
        >
          {/* Each card hydrates on its own (short tasks on long listings). */}
          <Region>
            <ProductCard
              product={product}
              labels={labels[product.product_id]}
              eager={index < EAGER_CARDS}
            />
          </Region>
        </Box>
      ))}
    </SimpleGrid>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <SimpleGrid columns={COLUMNS} gap="4" aria-busy="true" aria-label="Chargement des produits">
      {Array.from({ length: count }, (_, index) => (
        <Stack key={index} gap="3" borderWidth="1px" rounded="l3" overflow="hidden" pb="4">
          <Skeleton aspectRatio="4 / 3" w="full" />
          <Skeleton h="3" w="30%" mx="4" />
          <Skeleton h="4" w="70%" mx="4" />
          <Skeleton h="5" w="40%" mx="4" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
