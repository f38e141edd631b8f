// The withdrawal function on an order (D221-5): « Renoncer au contrat ici » while the period
// runs, a plain sentence once it has ended, and the statements already sent with their dates.
import { Stack, Text } from '@chakra-ui/react';
import { ROUTES } from '@fohzshop/shared/routes';
import type { Order } from '@fohzshop/shared/schemas/order';
import { withdrawalWindow } from '@fohzshop/shared/withdrawal';
import { WITHDRAWAL_TEXTS } from '@fohzshop/shared/withdrawal-texts';
import { AppLink } from '@/ui/app-link';
import { formatDayTime } from './format-date';

export const withdrawalPath = (order: Pick<Order, 'number'>): string =>
  `${ROUTES.WITHDRAWAL.path}?commande=${encodeURIComponent(order.number)}`;

export function OrderWithdrawalLink({ order }: { order: Order }) {
  const period = withdrawalWindow(order, new Date());
  if (period.state === 'closed') return null;
  if (period.state === 'ended')
    return (
      <Text fontSize="sm" color="fg.muted">
        {WITHDRAWAL_TEXTS.ended(period.endedAt)}
      </Text>
    );
  return (
    <Text fontSize="sm">
      <AppLink
        to={withdrawalPath(order)}
        color="orange.fg"
        fontWeight="semibold"
        aria-label={`${WITHDRAWAL_TEXTS.link} (commande ${order.number})`}
      >
        {WITHDRAWAL_TEXTS.link}
      </AppLink>{' '}
      · {period.endsAt ? WITHDRAWAL_TEXTS.openUntil(period.endsAt) : WITHDRAWAL_TEXTS.notStarted}
    </Text>
  );
}

export function OrderWithdrawals({ order }: { order: Order }) {
  const sent = Object.values(order.withdrawals ?? {}).sort((a, b) =>
    a.received_at.localeCompare(b.received_at),
  );
  return (
    <Stack gap="1">
      {sent.map((w) => (
        <Text key={w.received_at} fontSize="sm">
          Rétractation reçue le {formatDayTime(w.received_at)}
          {w.scope === 'items' ? ` (articles : ${w.items ?? ''})` : ' (toute la commande)'}
          {w.acknowledged_at ? ' — accusé de réception envoyé par e-mail.' : '.'}
        </Text>
      ))}
      <OrderWithdrawalLink order={order} />
    </Stack>
  );
}
