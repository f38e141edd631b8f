// The reminder sent the day before an unpaid bank transfer's hold ends: what is owed, by when,
// and that the customer may instead cancel the order from their account (the stock then goes
// back on sale at once). The greeting and the bank details come from order-mail-content.ts.
import { toCents } from '@fohzshop/shared/money';
import type { Order } from '@fohzshop/shared/schemas/order';
import { euros, frenchDay } from '../documents/french-format.js';
import type { MailBlock, MailContent } from './mail-layout.js';

export function transferReminderContent(
  order: Order,
  hello: MailBlock,
  transfer: MailBlock[],
): MailContent {
  const until = order.expires_at ? ` le ${frenchDay(order.expires_at)}` : ' bientôt';
  return {
    subject: `Rappel : votre commande ${order.number} attend votre virement`,
    blocks: [
      hello,
      {
        type: 'p',
        text: `Nous n'avons pas encore reçu le virement de ${euros(toCents(order.totals.total))} pour votre commande ${order.number}. Vos articles vous restent réservés jusqu'à son expiration${until} ; sans virement reçu d'ici là, la commande sera annulée.`,
      },
      ...transfer,
      {
        type: 'p',
        text: 'Vous ne souhaitez plus cette commande ? Annulez-la depuis votre espace client (« Mes commandes ») : les articles seront remis en vente. Si votre virement est déjà parti, ignorez ce message.',
      },
    ],
  };
}
