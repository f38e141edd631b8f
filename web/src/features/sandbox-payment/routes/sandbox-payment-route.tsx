// /paiement-test?session=… (local builds only): the payment sandbox's hosted page for a Stripe
// Checkout Session or an Alma payment. Like a provider's page, it needs no shop account.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ROUTES } from '@fohzshop/shared/routes';
import { PageSpinner } from '@/ui/spinners';
import { testSessionQuery } from '../api/payment-session';
import { SandboxPaymentPanel } from '../components/sandbox-payment-panel';

export function SandboxPaymentRoute() {
  const [params] = useSearchParams();
  const { data: session, isPending } = useQuery(testSessionQuery(params.get('session') ?? ''));
  if (isPending) return <PageSpinner />;
  if (!session)
    return (
      <Stack gap="4" maxW="2xl" py="6">
        <Heading as="h1" size="2xl">
          Session de paiement introuvable
        </Heading>
        <Text color="fg.muted">
          Ce lien de paiement de test n'existe pas ou n'existe plus (le bac à sable de paiement
          oublie ses sessions à chaque redémarrage). Retrouvez vos commandes et leur état dans votre
          compte.
        </Text>
        <Button asChild alignSelf="flex-start">
          <RouterLink to={ROUTES.USER_ORDERS.path}>Mes commandes</RouterLink>
        </Button>
      </Stack>
    );
  return <SandboxPaymentPanel session={session} />;
}
