// /mon-compte/mes-commandes/:order_id — live: every change of the order (payment, delivery,
// return) re-renders this page through the order's RTDB listener. Styled at build time
// (components/order-details.styles.ts): no Chakra runtime until the cancellation is asked for.
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { MESSAGES } from '@fohzshop/shared/messages';
import { ROUTES } from '@fohzshop/shared/routes';
import { card, heading, link } from '@/ui/recipes';
import { PageSpinner } from '@/ui/spinners';
import { cx } from '@/ui/theme/static-styles';
import { AccountPage } from '../components/account-page';
import a from '../components/account.styles';
import { formatDayTime } from '../components/format-date';
import { InvoiceButton } from '../components/invoice-button';
import { OrderAddresses } from '../components/order-addresses';
import { creditNotesOf, OrderCreditNotes } from '../components/order-credit-notes';
import { OrderItems } from '../components/order-items';
import { OrderPaymentDelivery } from '../components/order-payment-delivery';
import { OrderReturn } from '../components/order-return';
import { OrderReview } from '../components/order-review';
import { OrderStatusBadges } from '../components/order-status-badges';
import s from '../components/order-details.styles';
import { OrderTimeline } from '../components/order-timeline';
import { useOrder } from '../hooks/use-live-orders';

const frame = card({ variant: 'outline' });

function Panel({ children }: { children: ReactNode }) {
  return (
    <div className={frame.root}>
      <div className={cx(frame.body, s.panelBody)}>{children}</div>
    </div>
  );
}

export function OrderDetailsRoute() {
  const { order_id: orderId } = useParams();
  const order = useOrder(orderId);
  if (order === undefined) return <PageSpinner />;
  if (order === null)
    return (
      <AccountPage title="Détail de la commande">
        <div className={s.notFound}>
          <p>{MESSAGES.orderNotFound}</p>
          <Link to={ROUTES.USER_ORDERS.path} className={cx(link(), a.accentLink)}>
            Retour à mes commandes
          </Link>
        </div>
      </AccountPage>
    );
  return (
    <AccountPage
      title={`Commande ${order.number}`}
      intro={`Passée le ${formatDayTime(order.created_at)}`}
    >
      <div className={s.head}>
        <OrderStatusBadges order={order} />
        <InvoiceButton order={order} />
      </div>
      <Panel>
        <OrderItems order={order} />
      </Panel>
      <Panel>
        <OrderPaymentDelivery order={order} />
      </Panel>
      <Panel>
        <OrderAddresses order={order} />
      </Panel>
      <Panel>
        <OrderReturn order={order} />
      </Panel>
      {creditNotesOf(order).length > 0 && (
        <Panel>
          <OrderCreditNotes order={order} />
        </Panel>
      )}
      {order.delivery.status === 'delivered' && (
        <Panel>
          <OrderReview order={order} />
        </Panel>
      )}
      <section className={s.stack} aria-labelledby="timeline-title">
        <h2 className={heading({ size: 'md' })} id="timeline-title">
          Suivi de la commande
        </h2>
        <OrderTimeline order={order} />
      </section>
    </AccountPage>
  );
}
