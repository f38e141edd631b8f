// The withdrawal function on an order (D221-5): « Renoncer au contrat ici » while the period
// runs, a plain sentence once it has ended, and the statements already sent with their dates.
import { Link } from 'react-router-dom';
import { ROUTES } from '@fohzshop/shared/routes';
import type { Order } from '@fohzshop/shared/schemas/order';
import { withdrawalWindow } from '@fohzshop/shared/withdrawal';
import { WITHDRAWAL_TEXTS } from '@fohzshop/shared/withdrawal-texts';
import { link } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import s from './account.styles';
import { formatDayTime } from './format-date';

export const withdrawalPath = (order: Pick<Order, 'number'>): string =>
  `${ROUTES.WITHDRAWAL.path}?commande=${encodeURIComponent(order.number)}`;

export function OrderWithdrawalLink({ order }: { order: Order }) {
  const period = withdrawalWindow(order, new Date());
  if (period.state === 'closed') return null;
  if (period.state === 'ended')
    return <p className={s.smallMuted}>{WITHDRAWAL_TEXTS.ended(period.endedAt)}</p>;
  return (
    <p className={s.small}>
      <Link
        to={withdrawalPath(order)}
        className={cx(link(), s.accent)}
        aria-label={`${WITHDRAWAL_TEXTS.link} (commande ${order.number})`}
      >
        {WITHDRAWAL_TEXTS.link}
      </Link>{' '}
      · {period.endsAt ? WITHDRAWAL_TEXTS.openUntil(period.endsAt) : WITHDRAWAL_TEXTS.notStarted}
    </p>
  );
}

export function OrderWithdrawals({ order }: { order: Order }) {
  const sent = Object.values(order.withdrawals ?? {}).sort((a, b) =>
    a.received_at.localeCompare(b.received_at),
  );
  return (
    <div className={s.withdrawals}>
      {sent.map((w) => (
        <p key={w.received_at} className={s.small}>
          Rétractation reçue le {formatDayTime(w.received_at)}
          {w.scope === 'items' ? ` (articles : ${w.items ?? ''})` : ' (toute la commande)'}
          {w.acknowledged_at ? ' — accusé de réception envoyé par e-mail.' : '.'}
        </p>
      ))}
      <OrderWithdrawalLink order={order} />
    </div>
  );
}
