// Dashboard: what unpaid orders hold right now (orders, value, the hold that ends first, holds
// past their end that the expiry job has not released yet) and the reservation limits in force
// (settings/reservations, read-only here).
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { formatCents } from '@fohzshop/shared/money';
import type { ReservationLimits } from '@fohzshop/shared/reservations/limits';
import { ROUTES } from '@fohzshop/shared/routes';
import { AppLink } from '@/ui/app-link';
import { expiryLabel, limitsSentence, plural, type PendingReservations } from '../lib/reservations';

type Props = { summary: PendingReservations; limits: ReservationLimits; now: Date };

export function ReservationsPanel({ summary, limits, now }: Props) {
  const { orders, transfers, valueCents, nextExpiry, overdue } = summary;
  return (
    <Box
      as="section"
      aria-labelledby="reservations-title"
      borderWidth="1px"
      rounded="lg"
      p="4"
      bg="bg.panel"
    >
      <Heading as="h2" size="md" mb="2" id="reservations-title">
        Réservations en attente
      </Heading>
      <Stack gap="1">
        {orders === 0 ? (
          <Text color="fg.muted">Aucune commande en attente de paiement ne réserve de stock.</Text>
        ) : (
          <Text data-testid="reservations-summary">
            {plural(orders, 'commande')} en attente de paiement
            {transfers > 0 && ` (dont ${plural(transfers, 'virement')})`}, {formatCents(valueCents)}
            {nextExpiry && ` · la première ${expiryLabel(nextExpiry, now)}`}
          </Text>
        )}
        {overdue > 0 && (
          <Text color="orange.fg" fontSize="sm">
            {plural(overdue, 'réservation')} arrivée{overdue > 1 ? 's' : ''} à échéance : le stock
            est rendu au prochain passage de l’expiration automatique.
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          Limites en vigueur : {limitsSentence(limits)}
        </Text>
        <AppLink to={ROUTES.HYPERVISOR_PRODUCTS.path} fontSize="sm">
          Unités réservées par produit
        </AppLink>
      </Stack>
    </Box>
  );
}
