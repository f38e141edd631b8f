// Signed in: the customer's orders with their withdrawal state; choosing one pre-fills the form.
// An order whose period is over says so plainly and cannot be chosen.
import type { Order } from '@fohzshop/shared/schemas/order';
import { WITHDRAWAL_TEXTS } from '@fohzshop/shared/withdrawal-texts';
import type { WithdrawalWindow } from '@fohzshop/shared/withdrawal';
import { button, heading } from '@/ui/recipes';
import type { PickableOrder } from '../lib/prefill';
import s from './withdrawal.styles';

export function windowText(period: WithdrawalWindow): string {
  if (period.state === 'ended') return WITHDRAWAL_TEXTS.ended(period.endedAt);
  if (period.state === 'open')
    return period.endsAt ? WITHDRAWAL_TEXTS.openUntil(period.endsAt) : WITHDRAWAL_TEXTS.notStarted;
  return '';
}

type Props = {
  orders: readonly PickableOrder[];
  chosen: string | undefined;
  onChoose: (order: Order) => void;
};

export function MyOrdersPicker({ orders, chosen, onChoose }: Props) {
  if (orders.length === 0) return null;
  return (
    <section className={s.answer} aria-labelledby="withdrawal-orders-title">
      <h2 className={heading({ size: 'md' })} id="withdrawal-orders-title">
        Vos commandes
      </h2>
      <ul className={s.orders}>
        {orders.map(({ order, period }) => (
          <li key={order.order_id} className={s.order}>
            <div className={s.orderRow}>
              <div className={s.orderText}>
                <p className={s.orderNumber}>Commande {order.number}</p>
                <p className={s.note}>{windowText(period)}</p>
              </div>
              {period.state === 'open' && (
                <button
                  type="button"
                  className={button({
                    size: 'sm',
                    variant: chosen === order.order_id ? 'solid' : 'outline',
                  })}
                  aria-pressed={chosen === order.order_id}
                  onClick={() => onChoose(order)}
                >
                  Choisir la commande {order.number}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
