// The « Renoncer au contrat ici » link of the order e-mails (D221-5): the withdrawal page with
// the order number filled in, and the model notice's sentence on the function (annex to R221-3,
// paragraph (3), décret 2026-3) in the confirmation.
import { ROUTES } from '@fohzshop/shared/routes';
import type { Order } from '@fohzshop/shared/schemas/order';
import { WITHDRAWAL_TEXTS } from '@fohzshop/shared/withdrawal-texts';
import type { MailBlock } from '../mail/mail-layout.js';
import { webOrigin } from '../payments/payment-params.js';

export const withdrawalUrl = (orderNumber: string): string =>
  `${webOrigin()}${ROUTES.WITHDRAWAL.path}?commande=${encodeURIComponent(orderNumber)}`;

export function withdrawalLinkBlocks(order: Order, notice: boolean): MailBlock[] {
  const url = withdrawalUrl(order.number);
  return [
    {
      type: 'p',
      text: notice
        ? `Vous pouvez également exercer votre droit de rétractation en ligne sur ${url}. Si vous utilisez cette fonctionnalité en ligne, nous vous enverrons, dans les meilleurs délais, un accusé de réception de la rétractation sur un support durable (par courriel), y compris son contenu ainsi que la date et l’heure de sa soumission.`
        : 'Vous changez d’avis ? Vous pouvez vous rétracter en ligne, sans vous connecter, jusqu’à 14 jours après la livraison.',
    },
    { type: 'link', text: WITHDRAWAL_TEXTS.link, url },
  ];
}
