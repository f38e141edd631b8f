// The customer's orders, newest first: number, date, total and status badges, each a link.
import { generatePath, Link } from 'react-router-dom';
import { formatEuros } from '@fohzshop/shared/money';
import { ROUTES } from '@fohzshop/shared/routes';
import type { Order } from '@fohzshop/shared/schemas/order';
import { card, link } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import s from './account.styles';
import { formatDay } from './format-date';
import { OrderStatusBadges } from './order-status-badges';
import { OrderWithdrawalLink } from './order-withdrawal';

export const orderPath = (orderId: string) =>
  generatePath(ROUTES.USER_ORDER_DETAILS.path, { order_id: orderId });

const articles = (order: Order) => {
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return `${count} article${count > 1 ? 's' : ''}`;
};

const frame = card({ variant: 'outline', size: 'sm' });

export function OrdersList({ orders }: { orders: readonly Order[] }) {
  return (
    <ul className={s.orders} data-testid="orders-list">
      {orders.map((order) => (
        <li key={order.order_id} data-order={order.number}>
          <div className={frame.root}>
            <div className={cx(frame.body, s.orderBody)}>
              <div className={s.orderHead}>
                <Link to={orderPath(order.order_id)} className={cx(link(), s.accent)}>
                  Commande {order.number}
                </Link>
                <p className={s.strong}>{formatEuros(order.totals.total)}</p>
              </div>
              <p className={s.smallMuted}>
                Passée le {formatDay(order.created_at)} · {articles(order)}
              </p>
              <OrderStatusBadges order={order} />
              <OrderWithdrawalLink order={order} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
