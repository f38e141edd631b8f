// The model withdrawal form of the consumer code (annex to article R221-1), as a text file the
// customer can print or send: the wording is the official one, the shop's identity and what we
// know of the order filled in, the rest left for the customer to complete.
import { SITE_NAME } from '@fohzshop/shared/constants';
import type { Order } from '@fohzshop/shared/schemas/order';
import { formatDay } from './format-date';

export type ShopRecipient = { address?: string; email?: string } | null;

export function withdrawalFormText(order: Order, shop: ShopRecipient): string {
  const recipient = [SITE_NAME, shop?.address, shop?.email].filter(Boolean).join(', ');
  const customer = order.billing_address ?? order.shipping_address;
  const address = [customer.line1, customer.line2, `${customer.postal_code} ${customer.city}`]
    .filter(Boolean)
    .join(', ');
  const delivered = order.delivery.delivered_at
    ? ` / reçu le ${formatDay(order.delivery.delivered_at)}`
    : ' / reçu le (*) : ....................';
  const goods = order.items.map((item) => `  - ${item.name} × ${item.quantity}`).join('\n');
  return [
    'MODÈLE DE FORMULAIRE DE RÉTRACTATION',
    '',
    '(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
    '',
    `À l'attention de ${recipient} :`,
    '',
    'Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*) ci-dessous :',
    goods,
    `Commande n° ${order.number}`,
    '',
    `Commandé le ${formatDay(order.created_at)}${delivered}`,
    `Nom du (des) consommateur(s) : ${customer.first_name} ${customer.last_name}`,
    `Adresse du (des) consommateur(s) : ${address}`,
    'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :',
    '',
    'Date :',
    '',
    '(*) Rayez la mention inutile.',
    '',
  ].join('\n');
}
