// The French order e-mails: what each one says, from the order and the shop's contact data.
import { discountLabel } from '@fohzshop/shared/promotions/messages';
import { RETURN_WINDOW_DAYS } from '@fohzshop/shared/payments';
import { ECO_FEE_LABEL } from '@fohzshop/shared/invoice';
import { toCents } from '@fohzshop/shared/money';
import {
  PAYMENT_METHOD_LABELS,
  ReturnStatusSchema,
  type Order,
} from '@fohzshop/shared/schemas/order';
import { RETURN_STATUS_LABELS, type ReturnStatus } from '@fohzshop/shared/state-machines/return';
import { euros, frenchDay } from '../documents/french-format.js';
import type { MailKind } from '@fohzshop/shared/order-mails';
import { renderMail, type MailBlock, type MailContent, type RenderedMail } from './mail-layout.js';
import { orderEndContent } from './order-end-content.js';
import { transferReminderContent } from './transfer-reminder-content.js';
import { withdrawalLinkBlocks } from '../withdrawals/withdrawal-link.js';

export type ShopContact = { name: string; email: string; phone: string; address: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const ACCOUNT =
  'Retrouvez le détail et le suivi de votre commande dans votre espace client, rubrique « Mes commandes ».';

/**
 * Whom the e-mail is for. Anyone can sign up with someone else's address and order: until the
 * address is verified, the e-mail carries no text the customer typed (names, address lines,
 * company), only the shop's own words, so it cannot be aimed at a third party.
 */
export type Recipient = { readonly verified: boolean };
const UNVERIFIED: Recipient = { verified: false };

const hello = (order: Order, recipient: Recipient): MailBlock => ({
  type: 'p',
  text: recipient.verified ? `Bonjour ${order.shipping_address.first_name},` : 'Bonjour,',
});

const recap = (order: Order): MailBlock[] => [
  { type: 'heading', text: 'Récapitulatif' },
  {
    type: 'list',
    items: order.items.map(
      (item) =>
        `${item.quantity} × ${item.name} : ${euros(toCents(item.unit_price) * item.quantity)}`,
    ),
  },
  {
    type: 'table',
    rows: [
      [
        'Livraison',
        toCents(order.totals.shipping) === 0 ? 'offerte' : euros(toCents(order.totals.shipping)),
      ],
      // The promotion code's discount, spread over the lines above (shared/src/promotions).
      ...(order.promotion
        ? [
            [discountLabel(order.promotion.code), `-${euros(toCents(order.totals.discount))}`] as [
              string,
              string,
            ],
          ]
        : []),
      ['Total TTC', euros(toCents(order.totals.total))],
      ...ecoFeeRow(order),
      ['Paiement', PAYMENT_METHOD_LABELS[order.payment.method]],
    ],
  },
];

/** « dont éco-participation » under the total, when the order has any (DEEE, batteries). */
const ecoFeeRow = (order: Order): [string, string][] => {
  const cents = toCents(order.totals.eco_fee ?? 0);
  return cents > 0 ? [[ECO_FEE_LABEL, euros(cents)]] : [];
};

function transferBlocks(order: Order): MailBlock[] {
  const transfer = order.payment.transfer;
  if (order.payment.method !== 'bank_transfer' || !transfer) return [];
  const deadline = order.expires_at ? ` avant le ${frenchDay(order.expires_at)}` : '';
  return [
    { type: 'heading', text: 'Réglez votre commande par virement' },
    {
      type: 'p',
      text: `Effectuez un virement de ${euros(toCents(order.totals.total))}${deadline} vers le compte ci-dessous, en indiquant impérativement la référence ${transfer.reference}. Sans virement reçu dans ce délai, la commande sera annulée.`,
    },
    {
      type: 'table',
      rows: [
        ['Titulaire', transfer.holder],
        ['Banque', transfer.bank_name],
        ['IBAN', transfer.iban],
        ['BIC', transfer.bic],
        ['Référence', transfer.reference],
      ],
    },
  ];
}

/** The model withdrawal form of the consumer code, filled with the shop's identity. */
const withdrawalForm = (shop: ShopContact): MailBlock[] => [
  { type: 'heading', text: 'Modèle de formulaire de rétractation' },
  {
    type: 'p',
    text: '(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
  },
  {
    type: 'list',
    items: [
      `A l'attention de ${shop.name}, ${shop.address}, ${shop.email} :`,
      'Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous :',
      'Commandé le (*)/reçu le (*) :',
      'Nom du (des) consommateur(s) :',
      'Adresse du (des) consommateur(s) :',
      'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :',
      'Date :',
      '(*) Rayez la mention inutile.',
    ],
  },
];

const RETURN_TEXTS: Record<ReturnStatus, string> = {
  requested:
    'Nous avons bien reçu votre demande de retour. Nous vous indiquons très vite comment nous renvoyer le ou les produits.',
  accepted:
    'Votre demande de retour est acceptée. Renvoyez-nous le ou les produits dans les 14 jours, dans leur emballage d’origine si possible.',
  rejected:
    'Votre demande de retour ne peut pas être acceptée. Notre service client reste à votre disposition pour en parler.',
  received:
    'Nous avons bien reçu votre retour. Le remboursement sera effectué sous 14 jours au plus.',
  refunded:
    'Votre retour est remboursé, par le moyen de paiement utilisé pour la commande. La facture d’avoir est disponible dans votre espace client.',
  cancelled: 'Votre demande de retour est annulée.',
};

function content(
  kind: MailKind,
  order: Order,
  shop: ShopContact,
  recipient: Recipient,
): MailContent {
  const n = order.number;
  switch (kind) {
    case 'order_confirmation':
      return {
        subject: `Confirmation de votre commande ${n}`,
        blocks: [
          hello(order, recipient),
          { type: 'p', text: `Merci pour votre commande ${n} du ${frenchDay(order.created_at)}.` },
          ...transferBlocks(order),
          ...(order.payment.method === 'bank_transfer'
            ? []
            : [
                {
                  type: 'p',
                  text: 'Nous vous confirmerons la réception de votre paiement par courriel.',
                } as const,
              ]),
          ...recap(order),
          {
            type: 'p',
            text: `Vous disposez d'un délai de ${RETURN_WINDOW_DAYS} jours à compter de la réception de votre commande pour exercer votre droit de rétractation, sans avoir à vous justifier, depuis votre espace client ou avec le formulaire ci-dessous.`,
          },
          ...withdrawalLinkBlocks(order, true),
          ...withdrawalForm(shop),
          { type: 'p', text: ACCOUNT },
        ],
      };
    case 'payment_received':
      return {
        subject: `Paiement reçu pour votre commande ${n}`,
        blocks: [
          hello(order, recipient),
          {
            type: 'p',
            text: `Nous avons bien reçu votre paiement de ${euros(toCents(order.totals.total))} pour la commande ${n}. Nous préparons votre colis.`,
          },
          ...(order.invoice
            ? [
                {
                  type: 'p',
                  text: `Votre facture ${order.invoice.number} est disponible dans votre espace client.`,
                } as const,
              ]
            : []),
          { type: 'p', text: ACCOUNT },
        ],
      };
    case 'shipped':
      return {
        subject: `Votre commande ${n} est expédiée`,
        blocks: [
          hello(order, recipient),
          { type: 'p', text: `Bonne nouvelle : votre commande ${n} vient d'être expédiée.` },
          {
            type: 'table',
            rows: [
              ['Transporteur', order.delivery.carrier || 'non communiqué'],
              ['Numéro de suivi', order.delivery.tracking_number || 'non communiqué'],
            ],
          },
          ...withdrawalLinkBlocks(order, false),
          { type: 'p', text: ACCOUNT },
        ],
      };
    case 'delivered': {
      const deliveredAt = order.delivery.delivered_at ?? order.updated_at;
      const until = frenchDay(
        new Date(Date.parse(deliveredAt) + RETURN_WINDOW_DAYS * DAY_MS).toISOString(),
      );
      return {
        subject: `Votre commande ${n} est livrée`,
        blocks: [
          hello(order, recipient),
          {
            type: 'p',
            text: `Votre commande ${n} a été livrée le ${frenchDay(deliveredAt)}. Bonne route !`,
          },
          {
            type: 'p',
            text: `Rappel : vous disposez de ${RETURN_WINDOW_DAYS} jours à compter de la réception, soit jusqu'au ${until} inclus, pour exercer votre droit de rétractation depuis votre espace client (« Mes commandes », « Retourner »).`,
          },
          ...withdrawalLinkBlocks(order, false),
          {
            type: 'p',
            text: 'Votre avis nous aide : vous pouvez noter les produits reçus depuis votre espace client.',
          },
        ],
      };
    }
    case 'transfer_reminder':
      return transferReminderContent(order, hello(order, recipient), transferBlocks(order));
    case 'payment_failed':
    case 'order_expired':
    case 'order_cancelled':
      return orderEndContent(kind, order, hello(order, recipient));
    default: {
      // The kinds left are return_<status> (MailKind): read back with the statuses' schema.
      const status = ReturnStatusSchema.parse(kind.slice('return_'.length));
      return {
        subject: `Votre retour pour la commande ${n} : ${RETURN_STATUS_LABELS[status].toLowerCase()}`,
        blocks: [
          hello(order, recipient),
          { type: 'p', text: RETURN_TEXTS[status] },
          { type: 'p', text: ACCOUNT },
        ],
      };
    }
  }
}

export function renderOrderMail(
  kind: MailKind,
  order: Order,
  shop: ShopContact,
  recipient: Recipient = UNVERIFIED,
): RenderedMail {
  const signature = `L'équipe ${shop.name}\n${shop.email} - ${shop.phone}`;
  return renderMail(content(kind, order, shop, recipient), signature);
}
