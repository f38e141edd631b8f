// The e-mail that tells a customer why the shop did not publish their review (L111-7-2). It
// carries the shop's reason and the review's date and product, never the review's own text: the
// account's address may not be verified (docs/security-model.md, e-mails without customer text).
import { SITE_NAME } from '@fohzshop/shared/constants';
import { formatDayFr } from '@fohzshop/shared/french-format';
import { ROUTES } from '@fohzshop/shared/routes';
import { renderMail, type RenderedMail } from '../mail/mail-layout.js';
import { shopContact } from '../mail/send-order-mails.js';
import { webOrigin } from '../payments/payment-params.js';

export type RefusalMailInput = {
  reason: string;
  /** When the customer submitted the review. */
  submittedAt: string;
  /** The product's name, or null for a review of the shop. */
  productName: string | null;
};

export async function refusalMail(input: RefusalMailInput): Promise<RenderedMail> {
  const shop = await shopContact();
  const about = input.productName ? `sur « ${input.productName} »` : 'sur notre boutique';
  const origin = webOrigin();
  return renderMail(
    {
      subject: `Votre avis n’a pas été publié – ${SITE_NAME}`,
      blocks: [
        { type: 'p', text: 'Bonjour,' },
        {
          type: 'p',
          text: `Merci pour l’avis que vous avez déposé le ${formatDayFr(new Date(input.submittedAt))} ${about}. Nous ne l’avons pas publié, pour la raison suivante :`,
        },
        { type: 'p', text: input.reason },
        {
          type: 'p',
          text: 'Nos critères de modération sont décrits dans notre politique des avis. Ce motif reste consultable dans votre compte, rubrique « Mes avis ». Pour toute question, répondez à cet e-mail ou écrivez-nous depuis la page Contact.',
        },
        {
          type: 'link',
          text: 'Lire notre politique des avis',
          url: `${origin}${ROUTES.REVIEWS_POLICY.path}`,
        },
      ],
    },
    `L'équipe ${shop.name}\n${shop.email} - ${shop.phone}`,
  );
}
