// Product page buttons: « Ajouter au panier » with its quantity (every product) and, for
// scooters, add to the comparator (with a link to it) and « J'ai cette trottinette ».
import { Button, HStack, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Product } from '@fohzshop/shared/schemas/product';
import { AddToCartButton } from '@/entities/cart/components/add-to-cart-button';
import { COMPARE_MAX, useCompareList } from '@/entities/compare/hooks/use-compare-list';
import { useGarage } from '@/entities/garage/hooks/use-garage';
import { notify } from '@/ui/toaster-store';

export function ProductActions({ product, isScooter }: { product: Product; isScooter: boolean }) {
  return (
    <Stack gap="3">
      <AddToCartButton product={product} withQuantity size="lg" />
      {isScooter && <ScooterActions productId={product.product_id} />}
    </Stack>
  );
}

function ScooterActions({ productId }: { productId: string }) {
  const compare = useCompareList();
  const garage = useGarage();
  const compared = compare.has(productId);
  const owned = garage.has(productId);
  return (
    <HStack gap="2" wrap="wrap">
      <Button
        variant={compared ? 'subtle' : 'outline'}
        aria-pressed={compared}
        onClick={() => {
          if (!compare.toggle(productId))
            notify.info(
              `Le comparateur accepte ${COMPARE_MAX} trottinettes au maximum : retirez-en une d'abord.`,
            );
        }}
      >
        {compared ? 'Retirer du comparateur' : 'Ajouter au comparateur'}
      </Button>
      {compare.ids.length >= 2 && compared && (
        <Button asChild variant="ghost">
          <RouterLink to={compare.path}>Comparer ({compare.ids.length})</RouterLink>
        </Button>
      )}
      <Button
        variant={owned ? 'subtle' : 'outline'}
        aria-pressed={owned}
        disabled={!owned && garage.isFull}
        onClick={() => garage.toggle(productId)}
      >
        {owned ? 'Dans mon garage ✓' : 'J’ai cette trottinette'}
      </Button>
    </HStack>
  );
}
