// /avis-clients: the averages, then every published review with its dates and check, in the
// order the visitor chooses (chronological by default) and saying which order is in use. Styled
// at build time (no Chakra runtime); the reviews are read in the browser (api/reviews-read.ts).
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import {
  REVIEW_SORTS,
  REVIEW_SORT_LABELS,
  isReviewSort,
  sortReviews,
  type ReviewSort,
} from '@fohzshop/shared/review-display';
import { computeReviewStats } from '@fohzshop/shared/review-stats';
import { button, heading, skeleton } from '@/ui/recipes';
import { StaticSelect } from '@/ui/static-select';
import { cx } from '@/ui/theme/static-styles';
import { publishedReviewsQuery, reviewStatsQuery } from '../api/reviews-api';
import { ReviewCard } from '../components/review-card';
import { ReviewsCheckNotice } from '../components/reviews-check-notice';
import { ReviewsSummary } from '../components/reviews-summary';
import s from './reviews-route.styles';

const PAGE_SIZE = 10;

export function ReviewsRoute() {
  const reviews = useQuery(publishedReviewsQuery);
  const stats = useQuery(reviewStatsQuery);
  const [shown, setShown] = useState(PAGE_SIZE);
  const [sort, setSort] = useState<ReviewSort>('recent');
  const sortId = useId();
  const list = useMemo(() => sortReviews(reviews.data ?? [], sort), [reviews.data, sort]);
  const site = computeReviewStats(list);

  return (
    <div className={s.page}>
      <div className={s.head}>
        <h1 className={heading({ size: '3xl' })}>Avis clients</h1>
        <p className={s.lead}>
          Ce que nos clients pensent de nos trottinettes, de nos pièces et de notre service.
        </p>
        <ReviewsCheckNotice />
      </div>
      {/* Both figures at once, in a block of their size: nothing below moves when they come. */}
      {reviews.isPending || stats.isPending ? (
        <div className={cx(skeleton(), s.summarySkeleton)} />
      ) : (
        <ReviewsSummary site={site} external={stats.data?.external} />
      )}
      <section className={s.list} aria-labelledby="liste-avis">
        <h2 id="liste-avis" className={heading({ size: 'xl' })}>
          Tous les avis
        </h2>
        <div className={s.sortRow}>
          <label htmlFor={sortId} className={s.sortLabel}>
            Trier les avis
          </label>
          <StaticSelect
            id={sortId}
            value={sort}
            onChange={(event) => {
              if (isReviewSort(event.target.value)) setSort(event.target.value);
            }}
          >
            {REVIEW_SORTS.map((value) => (
              <option key={value} value={value}>
                {REVIEW_SORT_LABELS[value].option}
              </option>
            ))}
          </StaticSelect>
        </div>
        <p className={s.statement} aria-live="polite" data-testid="reviews-sort-statement">
          {REVIEW_SORT_LABELS[sort].statement}
        </p>
        {reviews.isPending &&
          Array.from({ length: 3 }, (_, i) => (
            <div key={i} className={cx(skeleton(), s.cardSkeleton)} />
          ))}
        {!reviews.isPending && list.length === 0 && (
          <p className={s.muted}>Aucun avis publié pour le moment.</p>
        )}
        {list.slice(0, shown).map((review) => (
          <ReviewCard key={review.review_id} review={review} />
        ))}
        {list.length > shown && (
          <button
            type="button"
            className={cx(button({ variant: 'outline' }), s.more)}
            onClick={() => setShown((n) => n + PAGE_SIZE)}
          >
            Afficher plus d'avis ({list.length - shown} restants)
          </button>
        )}
      </section>
    </div>
  );
}
