// The payment sandbox's hosted page, clearly a test: the order number and amount of the Stripe
// session or Alma payment, and the three answers a provider can give (« Payer », « Échec »,
// « Annuler »). The sandbox notifies the shop's webhook, then the customer goes where the
// provider would send them (the confirmation or the order page, which shows the result live).
import { Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { instalmentPlan } from '@fohzshop/shared/instalments';
import { formatCents } from '@fohzshop/shared/money';
import { sendTestOutcome, type TestOutcome, type TestSession } from '../api/payment-session';

const DAY = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });
const ACTIONS: {
  outcome: TestOutcome;
  label: string;
  variant: 'solid' | 'outline' | 'ghost';
}[] = [
  { outcome: 'paid', label: 'Payer', variant: 'solid' },
  { outcome: 'failed', label: 'Échec', variant: 'outline' },
  { outcome: 'cancelled', label: 'Annuler', variant: 'ghost' },
];

const PROVIDERS = { stripe: 'Stripe Checkout', alma: 'Alma' } as const;

export function SandboxPaymentPanel({ session }: { session: TestSession }) {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: (outcome: TestOutcome) => sendTestOutcome(session.id, outcome),
    // The error is shown on the page itself (below the buttons), not as a toast.
    meta: { silent: true },
    onSuccess: (next) => {
      if (!next) return;
      const url = new URL(next, window.location.href);
      // The shop's own pages stay in the app; anything else is a full load, as after a provider.
      if (url.origin === window.location.origin)
        void navigate(`${url.pathname}${url.search}`, { replace: true });
      else window.location.assign(url.toString());
    },
  });
  const plan =
    session.method === 'instalments' && session.instalments
      ? instalmentPlan(session.amount_cents, session.instalments, session.created_at)
      : null;
  const busy = mutation.isPending || mutation.isSuccess;
  return (
    <Stack gap="6" maxW="xl" mx="auto" py="6">
      <Box
        role="note"
        bg="orange.subtle"
        color="orange.fg"
        borderWidth="2px"
        borderColor="orange.solid"
        borderStyle="dashed"
        rounded="l3"
        p="4"
        textAlign="center"
      >
        <Text fontWeight="bold" fontSize="lg">
          Environnement de test — aucun paiement réel
        </Text>
        <Text fontSize="sm">
          Cette page simule {PROVIDERS[session.provider]} sur l'installation locale : la boutique
          reçoit la même notification signée que du vrai prestataire.
        </Text>
      </Box>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Paiement de test
        </Heading>
        <Text color="fg.muted">
          {session.method === 'instalments'
            ? `Paiement en ${session.instalments ?? ''} fois sans frais`
            : 'Paiement par carte bancaire'}
        </Text>
      </Stack>
      <Stack as="dl" gap="2" borderWidth="1px" rounded="l3" p="5">
        <HStack justify="space-between">
          <Text as="dt">Commande</Text>
          <Text as="dd" fontWeight="semibold" data-testid="sandbox-order-number">
            {session.number}
          </Text>
        </HStack>
        <HStack justify="space-between">
          <Text as="dt">Montant</Text>
          <Text as="dd" fontWeight="bold" fontSize="xl" data-testid="sandbox-amount">
            {formatCents(session.amount_cents)}
          </Text>
        </HStack>
      </Stack>
      {plan?.eligible && (
        <List.Root
          as="ol"
          gap="1"
          ps="0"
          listStyleType="none"
          aria-label="Échéancier"
          fontSize="sm"
        >
          {plan.payments.map((payment) => (
            <List.Item key={payment.date} display="flex" justifyContent="space-between">
              <span>{DAY.format(new Date(`${payment.date}T00:00:00Z`))}</span>
              <span>{formatCents(payment.amountCents)}</span>
            </List.Item>
          ))}
        </List.Root>
      )}
      <HStack gap="3" wrap="wrap">
        {ACTIONS.map(({ outcome, label, variant }) => (
          <Button
            key={outcome}
            variant={variant}
            size="lg"
            disabled={busy}
            loading={busy && mutation.variables === outcome}
            onClick={() => mutation.mutate(outcome)}
          >
            {label}
          </Button>
        ))}
      </HStack>
      {session.status !== 'open' && !mutation.isSuccess && (
        <Text fontSize="sm" color="fg.muted">
          Ce paiement de test est déjà terminé : seul le même choix peut être renvoyé.
        </Text>
      )}
      {mutation.error && (
        <Text role="alert" color="fg.error">
          {mutation.error.message}
        </Text>
      )}
    </Stack>
  );
}
