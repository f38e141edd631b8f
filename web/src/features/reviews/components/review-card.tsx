// One published review with what D111-17 asks next to it: its publication date, the date of the
// experience it is about, and whether it was checked (« Avis vérifié » only for an author who
// received a delivered order of the product: the server's mark, never an admin's).
import { publicationDate, reviewCheckLabel } from '@fohzshop/shared/review-display';
import type { Review } from '@fohzshop/shared/schemas/review';
import { badge, link } from '@/ui/recipes';
import { paletteClass } from '@/ui/theme/palettes';
import { cx } from '@/ui/theme/static-styles';
import s from './reviews.styles';
import { Stars } from './stars';

const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});
const day = (iso: string) => dateFormat.format(new Date(iso));

function experienceText(review: Review): string {
  if (review.experience_date)
    return `Expérience du ${day(review.experience_date)} (livraison de la commande)`;
  return review.source === 'external'
    ? 'Date de l’expérience non communiquée par Google'
    : 'Date de l’expérience non communiquée';
}

export function ReviewCard({ review }: { review: Review }) {
  const published = publicationDate(review);
  const check = reviewCheckLabel(review);
  const verified = review.verified_purchase && review.source === 'site';
  return (
    <article className={s.card} data-testid="review">
      <div className={s.cardStack}>
        <div className={s.cardHead}>
          <Stars rating={review.rating} />
          <p className={s.label} data-testid="review-published">
            Publié le <time dateTime={published}>{day(published)}</time>
          </p>
        </div>
        <h3 className={s.title}>{review.title}</h3>
        <p className={s.body}>{review.body}</p>
        <div className={s.meta}>
          <p className={s.label}>{review.author_name}</p>
          <span
            className={cx(
              paletteClass(verified ? 'green' : 'gray'),
              badge({ variant: verified ? 'subtle' : 'outline' }),
            )}
            data-testid="review-check"
          >
            {check}
          </span>
          {review.source === 'external' && review.external_url && (
            // Google's terms: an imported review links back to its page on the platform.
            <a
              href={review.external_url}
              target="_blank"
              rel="noopener"
              className={cx(link(), s.smallLink)}
            >
              Avis Google
            </a>
          )}
        </div>
        <p className={s.experience} data-testid="review-experience">
          {experienceText(review)}
        </p>
        {review.reply && (
          <div className={s.reply}>
            <p className={s.replyTitle}>Réponse de FōhzShop</p>
            <p className={s.replyText}>{review.reply.text}</p>
          </div>
        )}
      </div>
    </article>
  );
}
