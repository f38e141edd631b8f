// /paiement-test?session=… (signed in, local stack only): the sandbox provider's hosted page.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ROUTES } from '@fohzshop/shared/routes';
import { PageSpinner } from '@/ui/spinners';
import { paymentSessionQuery } from '../api/payment-session';
import { SandboxPaymentPanel } from '../components/sandbox-payment-panel';

export function SandboxPaymentRoute() {
  const [params] = useSearchParams();
  const { data: session, isPending } = useQuery(paymentSessionQuery(params.get('session') ?? ''));
  if (isPending) return <PageSpinner />;
  if (!session)
    return (
      <Stack gap="4" maxW="2xl" py="6">
        <Heading as="h1" size="2xl">
          Session de paiement introuvable
        </Heading>
        <Text color="fg.muted">
          Ce lien de paiement n'existe pas ou ne vous appartient pas. Retrouvez vos commandes et
          leur état dans votre compte.
        </Text>
        <Button asChild alignSelf="flex-start">
          <RouterLink to={ROUTES.USER_ORDERS.path}>Mes commandes</RouterLink>
        </Button>
      </Stack>
    );
  return <SandboxPaymentPanel session={session} />;
}
