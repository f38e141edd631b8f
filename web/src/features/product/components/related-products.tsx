// Compact list of related products (compatible parts of a scooter, scooters a part fits).
import { Badge, Box, HStack, Heading, Image, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import { productDisplay } from '@/entities/product/hooks/use-product-display';
import { offscreen } from '@/ui/offscreen';

type Props = {
  id: string;
  title: string;
  products: readonly ListingProduct[];
  empty: string;
  footer?: ReactNode;
};

export function RelatedProducts({ id, title, products, empty, footer }: Props) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3" css={offscreen('400px')}>
      <Heading id={id} as="h2" size="lg">
        {title}
      </Heading>
      {products.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Box
          as="ul"
          listStyleType="none"
          display="grid"
          gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}
          gap="3"
        >
          {products.map((product) => {
            const view = productDisplay(product);
            return (
              <li key={product.product_id}>
                <HStack
                  asChild
                  gap="3"
                  borderWidth="1px"
                  rounded="l2"
                  p="2"
                  _hover={{ bg: 'bg.muted' }}
                >
                  <RouterLink to={view.href}>
                    <Image
                      src={view.image ?? '/favicon.svg'}
                      alt=""
                      width={80}
                      height={60}
                      loading="lazy"
                      flexShrink="0"
                      rounded="l1"
                      bg="bg.muted"
                    />
                    <Stack gap="0.5" minW="0">
                      <Text fontWeight="medium" lineClamp={2}>
                        {product.name}
                      </Text>
                      <HStack gap="2">
                        <Text fontSize="sm" fontWeight="semibold">
                          {view.price}
                        </Text>
                        <Badge size="sm" variant="surface" colorPalette={view.stockPalette}>
                          {view.stock}
                        </Badge>
                      </HStack>
                    </Stack>
                  </RouterLink>
                </HStack>
              </li>
            );
          })}
        </Box>
      )}
      {footer}
    </Stack>
  );
}
