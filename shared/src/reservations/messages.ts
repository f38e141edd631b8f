// The customer's French messages for an order refused by the reservation limits or by the
// verified-address rule of bank transfers.
import { formatEuroCents } from '../french-format';
import type { ReservationRefusal } from './limits';

export const RESERVATION_MESSAGES = {
  transferNeedsVerifiedEmail:
    'Pour payer par virement, confirmez d’abord votre adresse e-mail : nous vous envoyons un lien depuis la page de paiement. Vous pouvez aussi payer par carte.',
  verificationSent: (email: string) =>
    `Un lien de confirmation vient d’être envoyé à ${email}. Ouvrez-le, puis revenez sur cette page.`,
  alreadyVerified: 'Votre adresse e-mail est déjà confirmée.',
  verificationTooSoon:
    'Un lien de confirmation vous a été envoyé il y a moins de deux minutes : consultez votre boîte de réception (et les indésirables).',
  verificationUnavailable:
    'Le lien de confirmation n’a pas pu être envoyé. Réessayez dans quelques minutes.',
} as const;

/** The message for one refusal. */
export function reservationRefusalMessage(refusal: ReservationRefusal): string {
  switch (refusal.reason) {
    case 'account_orders':
      return refusal.limit === 1
        ? 'Vous avez déjà une commande en attente de paiement : réglez-la ou annulez-la depuis « Mes commandes » avant d’en passer une autre.'
        : `Vous avez déjà ${refusal.limit} commandes en attente de paiement : réglez-en ou annulez-en une depuis « Mes commandes » avant d’en passer une autre.`;
    case 'account_value':
      return `Vos commandes en attente de paiement ne peuvent pas dépasser ${formatEuroCents(refusal.limit_cents)} au total : réglez ou annulez celles en cours, ou contactez-nous pour une commande plus importante.`;
    case 'product_share':
      return refusal.allowed > 0
        ? `« ${refusal.name} » : vous pouvez réserver au plus ${refusal.allowed} exemplaire${refusal.allowed > 1 ? 's' : ''} de plus tant que vos commandes ne sont pas payées. Pour une quantité plus importante, contactez-nous.`
        : `« ${refusal.name} » : vos commandes en attente de paiement réservent déjà le maximum de ce produit. Réglez-les ou contactez-nous.`;
    case 'shop_transfers':
      return 'Le paiement par virement est momentanément indisponible : payez par carte ou réessayez plus tard.';
  }
}
