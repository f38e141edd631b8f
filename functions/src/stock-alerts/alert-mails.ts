// The two alert e-mails: the confirmation link, and the product back in stock. Both hold only the
// shop's words and the product's name, price and page (nothing a visitor typed: the address may
// be a stranger's), and both carry a one-click unsubscription: RFC 8058 headers (List-Unsubscribe
// to an HTTPS endpoint that mail clients POST to, List-Unsubscribe-Post) and a visible link.
import { SITE_NAME } from '@fohzshop/shared/constants';
import { formatEuros } from '@fohzshop/shared/money';
import { productPath } from '@fohzshop/shared/routes';
import type { Product } from '@fohzshop/shared/schemas/product';
import {
  STOCK_ALERT_CONFIRM_DAYS,
  STOCK_ALERT_MONTHS,
  STOCK_ALERT_ONE_CLICK_PATH,
  STOCK_ALERT_PAGE_PATH,
  STOCK_ALERT_PARAMS,
} from '@fohzshop/shared/stock-alerts';
import { renderMail, type MailBlock, type RenderedMail } from '../mail/mail-layout.js';
import type { ShopContact } from '../mail/order-mail-content.js';
import { webOrigin } from '../payments/payment-params.js';

export type AlertMail = RenderedMail & { headers: Record<string, string> };

const pageUrl = (param: string, token: string): string =>
  `${webOrigin()}${STOCK_ALERT_PAGE_PATH}?${param}=${encodeURIComponent(token)}`;

export const confirmationUrl = (token: string): string =>
  pageUrl(STOCK_ALERT_PARAMS.confirm, token);
export const unsubscribeUrl = (token: string): string =>
  pageUrl(STOCK_ALERT_PARAMS.unsubscribe, token);
export const oneClickUrl = (token: string): string =>
  `${webOrigin()}${STOCK_ALERT_ONE_CLICK_PATH}?jeton=${encodeURIComponent(token)}`;

const signature = (shop: ShopContact) =>
  [`L'équipe ${shop.name}`, [shop.email, shop.phone].filter(Boolean).join(' - ')]
    .filter(Boolean)
    .join('\n');

function withUnsubscribe(content: { subject: string; blocks: MailBlock[] }, token: string) {
  return {
    subject: content.subject,
    blocks: [
      ...content.blocks,
      {
        type: 'p' as const,
        text: 'Vous ne souhaitez plus recevoir cette alerte ? Un clic suffit :',
      },
      { type: 'link' as const, text: 'Me désinscrire de cette alerte', url: unsubscribeUrl(token) },
    ],
  };
}

function alertMail(
  content: { subject: string; blocks: MailBlock[] },
  token: string,
  shop: ShopContact,
): AlertMail {
  return {
    ...renderMail(withUnsubscribe(content, token), signature(shop)),
    headers: {
      'List-Unsubscribe': `<${oneClickUrl(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function confirmationMail(product: Product, token: string, shop: ShopContact): AlertMail {
  return alertMail(
    {
      subject: `Confirmez votre alerte de retour en stock : ${product.name}`,
      blocks: [
        { type: 'p', text: 'Bonjour,' },
        {
          type: 'p',
          text: `Une alerte de retour en stock a été demandée sur ${SITE_NAME} pour « ${product.name} » avec cette adresse e-mail. Pour la recevoir, confirmez-la :`,
        },
        { type: 'link', text: 'Confirmer mon alerte', url: confirmationUrl(token) },
        {
          type: 'p',
          text: `Ce lien est valable ${STOCK_ALERT_CONFIRM_DAYS} jours. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : sans confirmation, aucune alerte ne vous sera envoyée et votre adresse sera effacée.`,
        },
        {
          type: 'p',
          text: `Une fois confirmée, l’alerte vous enverra un seul e-mail quand le produit sera de nouveau disponible, puis prendra fin. Sans retour en stock, elle prend fin au bout de ${STOCK_ALERT_MONTHS} mois.`,
        },
      ],
    },
    token,
    shop,
  );
}

export function backInStockMail(product: Product, token: string, shop: ShopContact): AlertMail {
  const url = `${webOrigin()}${productPath(product)}`;
  return alertMail(
    {
      subject: `De retour en stock : ${product.name}`,
      blocks: [
        { type: 'p', text: 'Bonjour,' },
        {
          type: 'p',
          text: `Bonne nouvelle : « ${product.name} » est de nouveau disponible sur ${SITE_NAME}.`,
        },
        {
          type: 'table',
          rows: [
            ['Produit', product.name],
            ['Prix', `${formatEuros(product.price)} TTC`],
          ],
        },
        { type: 'link', text: 'Voir le produit', url },
        {
          type: 'p',
          text: 'Les quantités peuvent être limitées. Cette alerte a pris fin avec cet e-mail : vous n’en recevrez pas d’autre pour ce produit.',
        },
      ],
    },
    token,
    shop,
  );
}
