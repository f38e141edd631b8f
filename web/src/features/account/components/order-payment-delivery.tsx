// Payment (with the bank details while a transfer is awaited) and delivery (carrier, tracking).
// Styled at build time (order-details.styles.ts).
import type { ReactNode } from 'react';
import { formatEuros } from '@fohzshop/shared/money';
import { PAYMENT_METHOD_LABELS, type Order } from '@fohzshop/shared/schemas/order';
import { orderStates } from '@/entities/order/order-states';
import { BankTransferDetails } from '@/ui/bank-transfer-details';
import { heading } from '@/ui/recipes';
import a from './account.styles';
import { formatDay, formatDayTime } from './format-date';
import s from './order-details.styles';
import { OrderPaymentActions } from './order-payment-actions';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className={a.small}>
      <span className={a.muted}>{label} : </span>
      {children}
    </p>
  );
}

/** The same details, with copy buttons, as on the confirmation page after checkout. */
function TransferInstructions({ order }: { order: Order }) {
  const transfer = order.payment.transfer;
  if (!transfer) return null;
  const deadline = order.expires_at ? formatDayTime(order.expires_at) : null;
  return (
    <div data-testid="transfer-instructions">
      <BankTransferDetails
        headingAs="h3"
        transfer={{ ...transfer, amount: formatEuros(order.totals.total), deadline }}
      />
    </div>
  );
}

export function OrderPaymentDelivery({ order }: { order: Order }) {
  const { payment, delivery } = order;
  const states = orderStates(order);
  const awaitingTransfer =
    payment.method === 'bank_transfer' &&
    payment.status === 'pending' &&
    order.status === 'pending_payment';
  return (
    <div className={s.paymentDelivery}>
      <section className={s.details} aria-labelledby="payment-title">
        <h2 className={heading({ size: 'md' })} id="payment-title">
          Paiement
        </h2>
        <Detail label="Moyen">
          {PAYMENT_METHOD_LABELS[payment.method]}
          {payment.instalments ? ` en ${payment.instalments} fois sans frais` : ''}
        </Detail>
        <Detail label="Statut">{states.payment.label}</Detail>
        {payment.paid_at && <Detail label="Payé le">{formatDay(payment.paid_at)}</Detail>}
        {payment.refunded_amount !== undefined && payment.refunded_amount > 0 && (
          <Detail label="Remboursé">{formatEuros(payment.refunded_amount)}</Detail>
        )}
        {payment.schedule?.map((instalment, index) => (
          <Detail key={instalment.date} label={`Échéance ${index + 1}`}>
            {formatEuros(instalment.amount)} le {formatDay(instalment.date)}
            {instalment.status === 'paid'
              ? ' (payée)'
              : instalment.status === 'failed'
                ? ' (échec)'
                : ''}
          </Detail>
        ))}
        {awaitingTransfer && <TransferInstructions order={order} />}
        <OrderPaymentActions order={order} />
      </section>
      <section className={s.details} aria-labelledby="delivery-title">
        <h2 className={heading({ size: 'md' })} id="delivery-title">
          Livraison
        </h2>
        <Detail label="Statut">{states.delivery.label}</Detail>
        {delivery.carrier && <Detail label="Transporteur">{delivery.carrier}</Detail>}
        {delivery.tracking_number && (
          <Detail label="Numéro de suivi">
            {/* Chakra's Code: its recipe is not in the shop's system, so it drew a plain <code>. */}
            <code>{delivery.tracking_number}</code>
          </Detail>
        )}
        {delivery.shipped_at && (
          <Detail label="Expédiée le">{formatDay(delivery.shipped_at)}</Detail>
        )}
        {delivery.delivered_at && (
          <Detail label="Livrée le">{formatDay(delivery.delivered_at)}</Detail>
        )}
      </section>
    </div>
  );
}
