// One cart line: image, name and brand (linked to the product), unit price, quantity stepper,
// removal and line total, with what changed since: stock problem, price change, misfit part.
import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatCents } from '@fohzshop/shared/money';
import { productPath } from '@fohzshop/shared/routes';
import { QuantityStepper } from '@/entities/cart/components/quantity-stepper';
import { ProductPicture } from '@/entities/product/components/product-picture';
import type { CartPageLine } from '../hooks/use-cart-page';

type Props = {
  line: CartPageLine;
  busy: boolean;
  onQuantity: (productId: string, quantity: number) => void;
  onRemove: (productId: string) => void;
};

export function CartLineItem({ line, busy, onQuantity, onRemove }: Props) {
  const { product } = line;
  const name = product?.name ?? 'Produit retiré du catalogue';
  const href = product ? productPath(product) : undefined;
  return (
    <Flex
      as="li"
      gap="4"
      py="4"
      borderBottomWidth="1px"
      direction={{ base: 'column', sm: 'row' }}
      data-product-id={line.product_id}
    >
      <Box
        flexShrink={0}
        w={{ base: '32', sm: '28' }}
        bg="bg.muted"
        rounded="l2"
        overflow="hidden"
        css={{ '& img': { w: 'full', h: 'auto', aspectRatio: '4 / 3', objectFit: 'contain' } }}
      >
        <ProductPicture
          product={product ?? { product_id: line.product_id, images: [] }}
          sizes="128px"
          alt=""
          decorative
        />
      </Box>
      <Stack gap="1" flex="1" minW="0">
        {product && (
          <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            {product.brand}
          </Text>
        )}
        <Text as="h2" fontWeight="semibold">
          {href ? <RouterLink to={href}>{name}</RouterLink> : name}
        </Text>
        {product && (
          <Text fontSize="sm" color="fg.muted">
            Prix unitaire : {formatCents(line.unitCents)}
          </Text>
        )}
        <LineNotices line={line} />
        <HStack gap="3" mt="2" wrap="wrap">
          <QuantityStepper
            value={line.quantity}
            max={line.maxQuantity}
            onChange={(quantity) => onQuantity(line.product_id, quantity)}
            disabled={busy || !product}
            label={name}
            size="sm"
          />
          <Button
            variant="ghost"
            size="sm"
            colorPalette="red"
            disabled={busy}
            aria-label={`Retirer ${name} du panier`}
            onClick={() => onRemove(line.product_id)}
          >
            Retirer
          </Button>
        </HStack>
      </Stack>
      <Text fontWeight="bold" fontSize="lg" textAlign={{ sm: 'end' }} data-testid="line-total">
        {formatCents(line.lineCents)}
      </Text>
    </Flex>
  );
}

function LineNotices({ line }: { line: CartPageLine }) {
  return (
    <>
      {line.problemText && (
        <Text fontSize="sm" color="red.fg" fontWeight="semibold" data-testid="line-problem">
          {line.problemText}
          {line.problem === 'insufficient_stock' && ' Réduisez la quantité pour commander.'}
          {line.problem !== 'insufficient_stock' && ' Retirez-le du panier pour commander.'}
        </Text>
      )}
      {line.seenCents !== undefined && (
        <Text fontSize="sm" color="orange.fg" data-testid="price-change">
          {line.unitCents < line.seenCents
            ? 'Bonne nouvelle : le prix a baissé'
            : 'Le prix a changé'}{' '}
          depuis l’ajout au panier ({formatCents(line.seenCents)} → {formatCents(line.unitCents)}).
        </Text>
      )}
      {line.misfit && (
        <Text fontSize="sm" color="orange.fg" data-testid="garage-warning">
          Attention : cette pièce n’est compatible avec aucune trottinette de « Mon garage ».
        </Text>
      )}
    </>
  );
}
