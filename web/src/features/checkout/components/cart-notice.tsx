// Nothing to order: an empty cart, or lines that cannot be ordered as they are (product gone,
// out of stock, not enough stock). The customer fixes them on the cart page.
import { Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { CartTotals } from '@/entities/cart/lib/card-totals';
import { ROUTES } from '@fohzshop/shared/routes';

export function CartNotice({ totals }: { totals: CartTotals }) {
  const empty = totals.lines.length === 0;
  const problems = totals.lines.filter((line) => line.problem);
  return (
    <Stack gap="4" maxW="2xl" py="6" role="status">
      <Heading as="h2" size="lg">
        {empty ? 'Votre panier est vide' : 'Votre panier doit être corrigé'}
      </Heading>
      {empty ? (
        <Text color="fg.muted">Ajoutez des produits à votre panier pour passer commande.</Text>
      ) : (
        <>
          <Text color="fg.muted">
            Certains articles ne peuvent pas être commandés tels quels. Corrigez votre panier puis
            revenez au paiement.
          </Text>
          <List.Root gap="1" ps="5">
            {problems.map((line) => (
              <List.Item key={line.product_id}>
                {line.product?.name ?? 'Produit retiré du catalogue'} : {line.problemText}
              </List.Item>
            ))}
          </List.Root>
        </>
      )}
      <Button asChild alignSelf="flex-start">
        <RouterLink to={ROUTES.CART.path}>Retour au panier</RouterLink>
      </Button>
    </Stack>
  );
}
