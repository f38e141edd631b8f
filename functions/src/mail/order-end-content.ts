// The e-mails of an order that ended unpaid: refused payment, expiry, cancellation. Each says
// what happened, that nothing was taken, that the reserved items went back on sale, and how to
// order again (docs/decisions/0004-order-emails.md).
import { toCents } from '@fohzshop/shared/money';
import { ORDER_EVENTS } from '@fohzshop/shared/order-messages';
import { PAYMENT_METHOD_LABELS, type Order } from '@fohzshop/shared/schemas/order';
import { euros, frenchDay } from '../documents/french-format.js';
import type { MailBlock, MailContent } from './mail-layout.js';

export type OrderEndKind = 'payment_failed' | 'order_expired' | 'order_cancelled';

const RELEASED =
  'Les articles que nous vous avions réservés sont remis en vente : cette commande ne vous engage plus à rien.';
const ORDER_AGAIN =
  'Pour commander de nouveau, ajoutez les articles à votre panier sur notre site (dans la limite du stock disponible) et choisissez le mode de paiement qui vous convient, par exemple le virement bancaire.';
const LATE_TRANSFER =
  'Si votre virement est parti entre-temps, contactez-nous en indiquant la référence de la commande : nous vous le rembourserons intégralement.';

const methodLabel = (order: Order): string => {
  const label = PAYMENT_METHOD_LABELS[order.payment.method].toLowerCase();
  return order.payment.instalments ? `${label} (${order.payment.instalments} fois)` : label;
};

/** Cancelled by the customer: from their account, or « Annuler » on the provider's page. */
const byCustomer = (order: Order): boolean => {
  const last = order.history.at(-1);
  return (
    last?.by === 'customer' ||
    last?.event === ORDER_EVENTS.cancelledByCustomer ||
    last?.event === ORDER_EVENTS.paymentCancelled
  );
};

/** Why the order ended, in one paragraph. */
function reason(kind: OrderEndKind, order: Order): string {
  const n = order.number;
  const total = euros(toCents(order.totals.total));
  const transfer = order.payment.method === 'bank_transfer';
  switch (kind) {
    case 'payment_failed':
      return `Le paiement de ${total} par ${methodLabel(order)} pour votre commande ${n} a été refusé : la commande est annulée et aucun montant n'a été débité.`;
    case 'order_expired':
      return transfer
        ? `Nous n'avons pas reçu votre virement de ${total} pour la commande ${n} dans le délai prévu${order.expires_at ? ` (avant le ${frenchDay(order.expires_at)})` : ''} : la commande est annulée.`
        : `Le paiement de votre commande ${n} par ${methodLabel(order)} n'a pas été finalisé dans le délai : la commande est annulée et aucun montant n'a été débité.`;
    case 'order_cancelled':
      return `Votre commande ${n} du ${frenchDay(order.created_at)} est annulée${byCustomer(order) ? ', comme vous l’avez demandé' : ''}. Aucun paiement n'a été encaissé pour cette commande.`;
  }
}

const SUBJECTS: Record<OrderEndKind, (number: string) => string> = {
  payment_failed: (n) => `Paiement refusé : votre commande ${n} est annulée`,
  order_expired: (n) => `Votre commande ${n} est annulée : paiement non reçu`,
  order_cancelled: (n) => `Votre commande ${n} est annulée`,
};

export function orderEndContent(kind: OrderEndKind, order: Order, hello: MailBlock): MailContent {
  // A transfer may cross the end of its order: say how it comes back.
  const lateTransfer = order.payment.method === 'bank_transfer' && kind !== 'payment_failed';
  return {
    subject: SUBJECTS[kind](order.number),
    blocks: [
      hello,
      { type: 'p', text: reason(kind, order) },
      { type: 'p', text: RELEASED },
      ...(lateTransfer ? [{ type: 'p', text: LATE_TRANSFER } as const] : []),
      { type: 'heading', text: 'Commander de nouveau' },
      { type: 'p', text: ORDER_AGAIN },
      {
        type: 'list',
        items: order.items.map((item) => `${item.quantity} × ${item.name}`),
      },
    ],
  };
}
