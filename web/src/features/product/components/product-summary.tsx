// Name, brand, labels, price (struck old price), live stock state and the shop's promises.
import { Badge, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { ProductLabel } from '@fohzshop/shared/catalog/labels';
import type { Product } from '@fohzshop/shared/schemas/product';
import { useProductDisplay } from '@/entities/product/hooks/use-product-display';
import { ProductActions } from './product-actions';

const FEW_LEFT = 5;

type Props = { product: Product; labels?: readonly ProductLabel[] };

export function ProductSummary({ product, labels }: Props) {
  const view = useProductDisplay(product, labels);
  if (!view) return null;
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {product.brand} · {product.type}
      </Text>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {product.name}
      </Heading>
      {view.labels.length > 0 && (
        <HStack gap="2" wrap="wrap">
          {view.labels.map((label) => (
            <Badge key={label.text} colorPalette={label.palette} variant="subtle">
              {label.text}
            </Badge>
          ))}
        </HStack>
      )}
      <HStack gap="3" align="baseline" wrap="wrap">
        <Text fontSize="3xl" fontWeight="bold" data-testid="price">
          {view.price}
        </Text>
        {view.oldPrice && (
          <Text as="del" color="fg.muted">
            {view.oldPrice}
          </Text>
        )}
        {view.discountPercent !== undefined && (
          <Badge colorPalette="red">-{view.discountPercent} %</Badge>
        )}
      </HStack>
      <Text fontSize="xs" color="fg.muted" mt="-3">
        Prix TTC, livraison gratuite en France
      </Text>
      <HStack gap="2" aria-live="polite">
        <Badge colorPalette={view.stockPalette} variant="surface" size="lg" data-testid="stock">
          {view.stock}
        </Badge>
        {product.stock > 0 && product.stock <= FEW_LEFT && (
          <Text fontSize="sm" color="orange.fg">
            Plus que {product.stock} en stock
          </Text>
        )}
      </HStack>
      <ProductActions product={product} isScooter={view.isScooter} />
      <List.Root gap="1" fontSize="sm" color="fg.muted" ps="5">
        <List.Item>Livraison gratuite en France, sans minimum d’achat</List.Item>
        <List.Item>Paiement ultra-sécurisé, en 2, 3 ou 4 fois sans frais</List.Item>
        <List.Item>Service client 24 h/24, 7j/7 : réponse sous 24 h</List.Item>
      </List.Root>
    </Stack>
  );
}
