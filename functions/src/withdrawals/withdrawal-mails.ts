// The withdrawal e-mails, to the order's own address only: the acknowledgement on a durable
// medium (D221-5: the statement in full, with the date and time it was sent, Europe/Paris), and
// the notice that a statement came for an order whose period is over or that came to nothing.
import type { Order } from '@fohzshop/shared/schemas/order';
import type { WithdrawalRecord } from '@fohzshop/shared/schemas/withdrawal';
import { orderMachine } from '@fohzshop/shared/state-machines/order';
import {
  REFUND_DEADLINE_DAYS,
  WITHDRAWAL_PERIOD_DAYS,
  parisDate,
  parisDateTime,
  refundDeadline,
  type WithdrawalWindow,
} from '@fohzshop/shared/withdrawal';
import { WITHDRAWAL_TEXTS } from '@fohzshop/shared/withdrawal-texts';
import { renderMail, type MailBlock, type RenderedMail } from '../mail/mail-layout.js';
import type { ShopContact } from '../mail/order-mail-content.js';

const signature = (shop: ShopContact) => `L'équipe ${shop.name}\n${shop.email} - ${shop.phone}`;
const CONTACT =
  'Une question ? Répondez à cet e-mail ou écrivez-nous depuis la page « Nous contacter » du site.';

export function acknowledgementMail(
  record: WithdrawalRecord,
  sentAt: string,
  shop: ShopContact,
): RenderedMail {
  const statement: MailBlock[] = record.statement
    .split('\n')
    .map((line): MailBlock => ({ type: 'p', text: line }));
  return renderMail(
    {
      subject: `Accusé de réception de votre rétractation (commande ${record.order_number})`,
      blocks: [
        { type: 'p', text: 'Bonjour,' },
        {
          type: 'p',
          text: `Nous avons bien reçu le ${parisDateTime(record.received_at)} la déclaration de rétractation ci-dessous, envoyée avec la fonction « ${WITHDRAWAL_TEXTS.link} » de notre site. Conservez cet e-mail : il en est l’accusé de réception.`,
        },
        { type: 'heading', text: 'Votre déclaration' },
        ...statement,
        { type: 'heading', text: 'La suite' },
        {
          type: 'p',
          text: `Renvoyez-nous les articles concernés au plus tard ${WITHDRAWAL_PERIOD_DAYS} jours après cette déclaration ; nous vous écrivons avec les instructions de retour.`,
        },
        {
          type: 'p',
          text: `Nous vous rembourserons au plus tard le ${parisDate(refundDeadline(record.received_at))} (${REFUND_DEADLINE_DAYS} jours après la réception de votre rétractation), frais de livraison initiaux compris, par le moyen de paiement utilisé pour la commande. Le remboursement peut être différé jusqu’à la réception des articles ou la preuve de leur expédition.`,
        },
        { type: 'p', text: CONTACT },
        { type: 'p', text: `Accusé de réception envoyé le ${parisDateTime(sentAt)}.` },
      ],
    },
    signature(shop),
  );
}

/** A statement that could not be recorded: the period is over, or the order came to nothing. */
export function notRecordedMail(
  order: Order,
  window: Exclude<WithdrawalWindow, { state: 'open' }>,
  receivedAt: string,
  shop: ShopContact,
): RenderedMail {
  const why =
    window.state === 'ended'
      ? WITHDRAWAL_TEXTS.ended(window.endedAt)
      : `Cette commande est ${orderMachine.labels[order.status].toLowerCase()} : il n’y a plus de contrat dont se rétracter.`;
  return renderMail(
    {
      subject: `Votre déclaration de rétractation (commande ${order.number})`,
      blocks: [
        { type: 'p', text: 'Bonjour,' },
        {
          type: 'p',
          text: `Nous avons reçu le ${parisDateTime(receivedAt)} une déclaration de rétractation pour la commande ${order.number}. Elle n’a pas été enregistrée.`,
        },
        { type: 'p', text: why },
        { type: 'p', text: CONTACT },
      ],
    },
    signature(shop),
  );
}
