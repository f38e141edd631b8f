// A horizontally scrolling row of product tiles with a title and a "see all" link. While the
// list loads, same-size placeholders hold the space (no layout shift).
import { Box, Flex, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { LabelsById } from '@fohzshop/shared/catalog/labels';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import { AppLink } from '@/ui/app-link';
import { HomeProductTile, TILE_WIDTH } from './home-product-tile';

type Props = {
  id: string;
  title: string;
  products: readonly ListingProduct[];
  labels: LabelsById;
  isLoading: boolean;
  more: { to: string; label: string };
  empty: string;
};

const PLACEHOLDERS = 4;

export function ProductStrip({ id, title, products, labels, isLoading, more, empty }: Props) {
  return (
    <Stack as="section" aria-labelledby={id} gap="4">
      <Flex justify="space-between" align="baseline" gap="4" wrap="wrap">
        <Heading id={id} as="h2" size="xl">
          {title}
        </Heading>
        <AppLink to={more.to} fontWeight="medium">
          {more.label}
        </AppLink>
      </Flex>
      <Box overflowX="auto" pb="2" mx={{ base: '-4', md: '0' }} px={{ base: '4', md: '0' }}>
        <HStack as="ul" listStyleType="none" gap="4" align="stretch" minH="80">
          {isLoading
            ? Array.from({ length: PLACEHOLDERS }, (_, i) => (
                <Box as="li" key={i} w={TILE_WIDTH} flexShrink="0">
                  <Skeleton h="full" minH="80" rounded="l3" />
                </Box>
              ))
            : products.map((product) => (
                <Box as="li" key={product.product_id} display="flex">
                  <HomeProductTile product={product} labels={labels[product.product_id]} />
                </Box>
              ))}
          {!isLoading && products.length === 0 && (
            <Text as="li" color="fg.muted" alignSelf="center">
              {empty}
            </Text>
          )}
        </HStack>
      </Box>
    </Stack>
  );
}
