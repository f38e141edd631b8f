// « Renoncer au contrat » (C. conso. L221-21, D221-5): the withdrawal function, open to everyone
// without signing in; a signed-in customer picks one of their orders to pre-fill it. The form
// (step 1), then the statement to confirm (step 2), then the one answer every statement gets.
import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ROUTES } from '@fohzshop/shared/routes';
import type { Order } from '@fohzshop/shared/schemas/order';
import { WITHDRAWAL_PERIOD_DAYS } from '@fohzshop/shared/withdrawal';
import { WITHDRAWAL_TEXTS } from '@fohzshop/shared/withdrawal-texts';
import { useSession } from '@/entities/session/hooks/use-session';
import { useHydratedValue } from '@/lib/hydration/use-hydrated-value';
import { AppLink } from '@/ui/app-link';
import { fetchMyOrders } from '../api/my-orders-api';
import { MyOrdersPicker } from '../components/my-orders-picker';
import { WithdrawalForm } from '../components/withdrawal-form';
import { EMPTY_VALUES, numberFromSearch, pickableOrders, valuesFromOrder } from '../lib/prefill';

export function WithdrawalRoute() {
  // The page is rendered on the server without its query: the order number of an e-mail's link
  // (« ?commande= ») is read once the page has hydrated.
  const search = useHydratedValue(useLocation().search, '');
  const { user } = useSession();
  const [chosen, setChosen] = useState<Order | undefined>();
  const { data: orders = [] } = useQuery({
    queryKey: ['withdrawal', 'my-orders', user?.uid ?? ''],
    queryFn: () => fetchMyOrders(user!.uid),
    enabled: Boolean(user),
  });
  const pickable = pickableOrders(orders, new Date());
  const linked = numberFromSearch(search);
  const fromLink = pickable.find(({ order }) => order.number === linked)?.order;
  const order = chosen ?? fromLink;
  const defaults = order
    ? valuesFromOrder(order)
    : { ...EMPTY_VALUES, order_number: linked, email: user?.email ?? '' };
  return (
    <Stack gap="8">
      <Stack gap="2" maxW="3xl">
        <Heading as="h1" size="3xl">
          {WITHDRAWAL_TEXTS.title}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          Vous pouvez vous rétracter d’une commande, sans donner de motif, jusqu’à{' '}
          {WITHDRAWAL_PERIOD_DAYS} jours après la livraison du dernier article. Ce formulaire
          suffit, sans vous connecter : indiquez votre nom, le numéro de la commande et l’adresse
          e-mail utilisée pour la commander, vérifiez votre déclaration puis confirmez-la.
        </Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="10" alignItems="start">
        <Box borderWidth="1px" rounded="xl" p={{ base: '5', md: '8' }} bg="bg.panel">
          <WithdrawalForm
            key={`${order?.order_id ?? linked}-${defaults.email}`}
            defaults={defaults}
            order={order}
          />
        </Box>
        <Stack as="aside" gap="6" aria-label="Rétractation : à savoir">
          <MyOrdersPicker orders={pickable} chosen={order?.order_id} onChoose={setChosen} />
          <Stack gap="2">
            <Heading as="h2" size="md">
              Après l’envoi
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {WITHDRAWAL_TEXTS.received} Nous vous remboursons au plus tard 14 jours après avoir
              reçu votre rétractation ; renvoyez-nous les articles dans les 14 jours. Détails dans
              nos{' '}
              <AppLink to={`${ROUTES.TERMS.path}#retractation`} color="orange.fg">
                conditions générales de vente
              </AppLink>
              .
            </Text>
          </Stack>
        </Stack>
      </Grid>
    </Stack>
  );
}
