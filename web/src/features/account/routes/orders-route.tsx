import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@fohzshop/shared/routes';
import { useSession } from '@/entities/session/hooks/use-session';
import { PageSpinner } from '@/ui/spinners';
import { AccountPage } from '../components/account-page';
import { OrdersList } from '../components/orders-list';
import { useMyOrders } from '../hooks/use-live-orders';

export function OrdersRoute() {
  const { user } = useSession();
  const orders = useMyOrders(user?.uid);
  return (
    <AccountPage
      title="Mes commandes"
      intro="Le suivi se met à jour en direct : paiement, expédition, livraison et retours."
    >
      {orders === undefined ? (
        <PageSpinner />
      ) : orders.length === 0 ? (
        <Stack gap="4" align="start">
          <Text>Vous n'avez pas encore passé de commande.</Text>
          <Button asChild>
            <RouterLink to={ROUTES.SCOOTERS.path}>Découvrir nos trottinettes</RouterLink>
          </Button>
        </Stack>
      ) : (
        <OrdersList orders={orders} />
      )}
    </AccountPage>
  );
}
