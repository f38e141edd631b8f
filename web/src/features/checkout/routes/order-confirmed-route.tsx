// /commande-validee?commande=<order_id> (signed in): the order, live, and what happens next.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '@fohzshop/shared/messages';
import { ROUTES } from '@fohzshop/shared/routes';
import { PageSpinner } from '@/ui/spinners';
import { OrderConfirmation } from '../components/order-confirmation';
import { useLiveOrder } from '../hooks/use-live-order';

export function OrderConfirmedRoute() {
  const [params] = useSearchParams();
  const live = useLiveOrder(params.get('commande') ?? '');
  if (live.state === 'loading') return <PageSpinner />;
  if (live.state === 'missing')
    return (
      <Stack gap="4" maxW="2xl" py="6">
        <Heading as="h1" size="2xl">
          {MESSAGES.orderNotFound}
        </Heading>
        <Text color="fg.muted">
          Ce lien ne correspond à aucune de vos commandes. Retrouvez-les toutes dans votre compte.
        </Text>
        <Button asChild alignSelf="flex-start">
          <RouterLink to={ROUTES.USER_ORDERS.path}>Mes commandes</RouterLink>
        </Button>
      </Stack>
    );
  return <OrderConfirmation order={live.order} />;
}
