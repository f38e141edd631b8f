// What /commande-validee says about an order, by status and payment method: a pure function of
// the live order, so the page changes by itself when the payment is confirmed, refused or expires.
import { formatCents, toCents } from '@fohzshop/shared/money';
import type { Order, TransferInstructions } from '@fohzshop/shared/schemas/order';

export type ConfirmationTone = 'success' | 'waiting' | 'failure';

export type Confirmation = {
  tone: ConfirmationTone;
  title: string;
  message: string;
  /** Bank transfer awaiting payment: what to send, where, with which reference, by when. */
  transfer?: TransferInstructions & { amount: string; deadline: string | null };
  /** Instalments: one line per monthly payment. */
  schedule?: { date: string; amount: string; status: string }[];
  /** The order was cancelled before payment: its items may go back into the cart. */
  canReorder: boolean;
};

const DAY = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });
const DEADLINE = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});
const INSTALMENT_STATUS = { scheduled: 'À venir', paid: 'Payée', failed: 'Refusée' } as const;

export const frenchDeadline = (iso: string): string => DEADLINE.format(new Date(iso));

function scheduleOf(order: Order): Confirmation['schedule'] {
  return order.payment.schedule?.map((line) => ({
    date: DAY.format(new Date(`${line.date}T00:00:00Z`)),
    amount: formatCents(toCents(line.amount)),
    status: INSTALMENT_STATUS[line.status],
  }));
}

function awaiting(order: Order, total: string): Confirmation {
  const { payment, number } = order;
  if (payment.method === 'bank_transfer' && payment.transfer) {
    const deadline = order.expires_at ? frenchDeadline(order.expires_at) : null;
    return {
      tone: 'waiting',
      title: 'Commande enregistrée : en attente de votre virement',
      message:
        `Effectuez un virement de ${total}${deadline ? ` avant le ${deadline}` : ''} en indiquant ` +
        `la référence ${number} : nous préparons votre commande dès sa réception. Vos articles ` +
        'vous sont réservés jusque-là ; sans virement dans ce délai, la commande est annulée.',
      transfer: { ...payment.transfer, amount: total, deadline },
      canReorder: false,
    };
  }
  const instalments = payment.method === 'instalments';
  return {
    tone: 'waiting',
    title: 'Paiement en attente de confirmation',
    message: instalments
      ? `Nous attendons la confirmation de votre paiement en ${payment.instalments ?? ''} fois sans frais (${total}). Cette page se met à jour dès qu'elle arrive.`
      : `Nous attendons la confirmation de votre paiement par carte (${total}). Cette page se met à jour dès qu'elle arrive.`,
    ...(instalments && { schedule: scheduleOf(order) }),
    canReorder: false,
  };
}

function paidMessage(order: Order, total: string): string {
  if (order.payment.method === 'bank_transfer')
    return `Votre virement de ${total} a bien été reçu. Nous préparons votre commande et vous prévenons de son expédition.`;
  if (order.payment.method === 'instalments')
    return `Votre paiement en ${order.payment.instalments ?? ''} fois sans frais est accepté : les mensualités sont prélevées aux dates ci-dessous. Nous préparons votre commande.`;
  return `Votre paiement par carte de ${total} est accepté. Nous préparons votre commande et vous prévenons de son expédition.`;
}

function closed(order: Order): Confirmation {
  const { number, payment } = order;
  const reorder =
    'Les articles ont été remis en vente : vous pouvez les remettre dans votre panier et commander à nouveau, par exemple en choisissant le virement bancaire.';
  if (order.status === 'expired')
    return {
      tone: 'failure',
      title: 'Commande expirée',
      message: `Le paiement de la commande ${number} n'a pas été reçu dans le délai : elle a été annulée. ${reorder}`,
      canReorder: true,
    };
  if (payment.status === 'failed' || payment.status === 'cancelled')
    return {
      tone: 'failure',
      title: payment.status === 'failed' ? 'Paiement refusé' : 'Paiement annulé',
      message:
        (payment.status === 'failed'
          ? `Votre paiement n'a pas abouti et aucun montant n'a été débité : la commande ${number} a été annulée. `
          : `Vous avez annulé le paiement : la commande ${number} a été annulée et aucun montant n'a été débité. `) +
        reorder,
      canReorder: true,
    };
  return {
    tone: 'failure',
    title: 'Commande annulée',
    message: `La commande ${number} a été annulée. Pour toute question, contactez notre service client.`,
    canReorder: false,
  };
}

export function confirmationContent(order: Order): Confirmation {
  const total = formatCents(toCents(order.totals.total));
  switch (order.status) {
    case 'pending_payment':
      return awaiting(order, total);
    case 'cancelled':
    case 'expired':
      return closed(order);
    case 'refunded':
      return {
        tone: 'success',
        title: 'Commande remboursée',
        message: `La commande ${order.number} a été remboursée (${total}).`,
        canReorder: false,
      };
    default:
      return {
        tone: 'success',
        title: 'Merci, votre paiement est confirmé',
        message: paidMessage(order, total),
        ...(order.payment.method === 'instalments' && { schedule: scheduleOf(order) }),
        canReorder: false,
      };
  }
}
