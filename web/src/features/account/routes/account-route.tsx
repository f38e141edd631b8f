// /mon-compte: greeting, the last orders, and the ways to the other account pages.
import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ROUTES } from '@fohzshop/shared/routes';
import { userDisplayName } from '@fohzshop/shared/schemas/user';
import { useSession } from '@/entities/session/hooks/use-session';
import { AppLink } from '@/ui/app-link';
import { PageSpinner } from '@/ui/spinners';
import { AccountPage } from '../components/account-page';
import { DataRights } from '../components/data-rights';
import { MyReviews } from '../components/my-reviews';
import { OrdersList } from '../components/orders-list';
import { useMyOrders } from '../hooks/use-live-orders';

const LAST_ORDERS = 3;

function Shortcut({ to, title, text }: { to: string; title: string; text: string }) {
  return (
    <Card.Root variant="outline">
      <Card.Body gap="1">
        <AppLink to={to} fontWeight="semibold" color="orange.fg">
          {title}
        </AppLink>
        <Text fontSize="sm" color="fg.muted">
          {text}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

export function AccountRoute() {
  const { user, profile } = useSession();
  const orders = useMyOrders(user?.uid);
  const name = profile?.first_name.trim() || (profile ? userDisplayName(profile) : 'Client');
  return (
    <AccountPage title={`Bonjour ${name}`} intro={user?.email ?? undefined}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Shortcut
          to={ROUTES.USER_INFORMATION.path}
          title="Mes informations"
          text="Nom, téléphone et carnet d'adresses de livraison."
        />
        <Shortcut
          to={ROUTES.USER_ORDERS.path}
          title="Mes commandes"
          text="Suivi en direct, factures, retours et rétractation."
        />
      </SimpleGrid>
      <Stack gap="4">
        <Heading as="h2" size="xl">
          Dernières commandes
        </Heading>
        {orders === undefined ? (
          <PageSpinner />
        ) : orders.length === 0 ? (
          <Text color="fg.muted">Vous n'avez pas encore passé de commande.</Text>
        ) : (
          <>
            <OrdersList orders={orders.slice(0, LAST_ORDERS)} />
            {orders.length > LAST_ORDERS && (
              <AppLink to={ROUTES.USER_ORDERS.path} color="orange.fg">
                Voir toutes mes commandes ({orders.length})
              </AppLink>
            )}
          </>
        )}
      </Stack>
      <MyReviews />
      <DataRights />
    </AccountPage>
  );
}
