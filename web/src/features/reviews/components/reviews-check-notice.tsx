// Next to the reviews (D111-17 1° a): whether and how they are checked, with the link to the
// reviews policy, which says the rest (compensation, delays, retention, reporting).
import { Link } from 'react-router-dom';
import { REVIEW_POLICY } from '@fohzshop/shared/review-display';
import { ROUTES } from '@fohzshop/shared/routes';
import { link } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import s from './reviews.styles';

export function ReviewsCheckNotice() {
  return (
    <p className={s.notice} data-testid="reviews-check-statement">
      Les avis déposés sur FōhzShop sont contrôlés avant publication : notre équipe les lit et les
      publie, qu’ils soient positifs ou négatifs, sous {REVIEW_POLICY.publishWithinDays} jours au
      plus, ou les refuse en disant pourquoi à leur auteur. La mention « Avis vérifié » signale un
      avis dont l’auteur a reçu une commande livrée du produit (ou, pour un avis sur la boutique,
      une commande livrée) ; les autres sont marqués « Avis non vérifié ». Les avis importés de
      Google ne sont pas contrôlés par FōhzShop. Aucune contrepartie n’est offerte en échange d’un
      avis.{' '}
      <Link to={ROUTES.REVIEWS_POLICY.path} className={cx(link(), s.accent)}>
        Notre politique des avis
      </Link>
    </p>
  );
}
