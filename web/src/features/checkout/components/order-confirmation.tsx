// The confirmation of one live order: status headline, what to do next for its payment method,
// the instalment schedule, and the way to the order in the account.
import { Link } from 'react-router-dom';
import { routePath } from '@fohzshop/shared/routes';
import { PAYMENT_METHOD_LABELS, type Order } from '@fohzshop/shared/schemas/order';
import { BankTransferDetails } from '@/ui/bank-transfer-details';
import { LoadingLabel } from '@/ui/loading-label';
import { button, heading } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import { useReorder } from '../hooks/use-reorder';
import { confirmationContent, type Confirmation } from './confirmation-content';
import s from './order-confirmation.styles';

function ScheduleList({ schedule }: { schedule: NonNullable<Confirmation['schedule']> }) {
  return (
    <section className={s.schedule} aria-labelledby="schedule-title">
      <h2 id="schedule-title" className={cx(heading({ size: 'md' }), s.scheduleTitle)}>
        Échéancier
      </h2>
      <ol className={s.scheduleList}>
        {schedule.map((line) => (
          <li key={line.date} className={s.scheduleLine}>
            <p>{line.date}</p>
            <p className={s.muted}>{line.status}</p>
            <p className={s.strong}>{line.amount}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Reorder({ order }: { order: Order }) {
  const { reorder, pending, ready } = useReorder(order);
  return (
    <button
      type="button"
      className={button()}
      onClick={reorder}
      disabled={!ready || pending}
      data-loading={pending ? '' : undefined}
    >
      <LoadingLabel loading={pending}>Remettre les articles dans mon panier</LoadingLabel>
    </button>
  );
}

export function OrderConfirmation({ order }: { order: Order }) {
  const content = confirmationContent(order);
  const orderPath = routePath('USER_ORDER_DETAILS', { order_id: order.order_id });
  return (
    <div className={s.page}>
      <div className={s.status} role="status" aria-live="polite">
        <p className={s.summary}>
          Commande {order.number} · {PAYMENT_METHOD_LABELS[order.payment.method]}
          {order.payment.instalments ? ` en ${order.payment.instalments} fois` : ''}
        </p>
        <h1
          className={cx(heading({ size: '2xl' }), s[content.tone])}
          data-testid="confirmation-title"
        >
          {content.title}
        </h1>
        <p className={s.message}>{content.message}</p>
      </div>
      {content.transfer && <BankTransferDetails transfer={content.transfer} />}
      {content.schedule && content.schedule.length > 0 && (
        <ScheduleList schedule={content.schedule} />
      )}
      <div className={s.actions}>
        {content.canReorder && <Reorder order={order} />}
        <Link
          to={orderPath}
          className={button({ variant: content.canReorder ? 'outline' : 'solid' })}
        >
          Voir ma commande
        </Link>
      </div>
    </div>
  );
}
