// « Mes avis »: the customer's reviews with their status; a refused one shows the reason the
// shop gave (L111-7-2), which only its author can read (myReviews). Hidden without reviews.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { MyReview } from '@fohzshop/shared/schemas/review';
import { REVIEW_MESSAGES } from '@fohzshop/shared/review-messages';
import { REVIEW_POLICY } from '@fohzshop/shared/review-display';
import { ROUTES } from '@fohzshop/shared/routes';
import { badge, heading, link } from '@/ui/recipes';
import type { Palette } from '@/ui/theme/palettes';
import { paletteClass } from '@/ui/theme/palettes';
import { cx } from '@/ui/theme/static-styles';
import { fetchMyReviews } from '../api/reviews-api';
import s from './account.styles';
import { formatDay } from './format-date';

function statusOf(review: MyReview): { label: string; palette: Palette; detail: string } {
  if (review.refusal)
    return {
      label: 'Refusé',
      palette: 'red',
      detail: `Refusé le ${formatDay(review.refusal.refused_at)}. Motif : ${review.refusal.reason}`,
    };
  if (review.status === 'published')
    return {
      label: 'Publié',
      palette: 'green',
      detail: `Publié le ${formatDay(review.published_at ?? review.created_at)}.`,
    };
  if (review.status === 'pending')
    return {
      label: 'En attente de modération',
      palette: 'orange',
      detail: `Publié ou refusé, avec son motif, sous ${REVIEW_POLICY.publishWithinDays} jours au plus.`,
    };
  return { label: 'Masqué', palette: 'gray', detail: 'Cet avis n’est plus affiché sur le site.' };
}

export function MyReviews() {
  const reviews = useQuery({
    queryKey: ['account', 'my-reviews'],
    queryFn: fetchMyReviews,
    meta: { errorMessage: REVIEW_MESSAGES.myReviewsFailed },
  });
  if (!reviews.data?.length) return null;
  return (
    <section className={s.reviews} aria-labelledby="my-reviews" data-testid="my-reviews">
      <h2 className={heading({ size: 'xl' })} id="my-reviews">
        Mes avis
      </h2>
      {reviews.data.map((review) => {
        const status = statusOf(review);
        return (
          <div key={review.review_id} className={s.review}>
            <div className={s.reviewHead}>
              <p className={s.strong}>{review.title}</p>
              <span className={cx(badge(), paletteClass(status.palette))}>{status.label}</span>
            </div>
            <p className={s.smallMuted}>
              Déposé le {formatDay(review.created_at)}
              {review.verified_purchase ? ' · Avis vérifié' : ''}
            </p>
            <p className={s.reviewStatus} data-testid="my-review-status">
              {status.detail}
            </p>
          </div>
        );
      })}
      <Link to={ROUTES.REVIEWS_POLICY.path} className={cx(link(), s.small, s.accentLink)}>
        Notre politique des avis
      </Link>
    </section>
  );
}
