// How reviews are shown (D111-17): the publication date and the date of the experience next to
// each review, the sorts offered (chronological first) and which one is in use, and the figures
// of the reviews policy (/politique-des-avis). Pure: the reviews page and the policy share them.
import type { Review } from './schemas/review';

/** The figures the reviews policy commits to (docs/legal-compliance.md, "Reviews"). */
export const REVIEW_POLICY = {
  /** A review is moderated and published, or refused with its reason, within this many days. */
  publishWithinDays: 7,
  /** A published review stays online this many years after its publication, then is deleted. */
  retentionYears: 3,
  /** A refused review is kept this many months (to answer its author), then deleted. */
  refusedRetentionMonths: 12,
} as const;

export const REVIEW_SORTS = ['recent', 'oldest', 'best', 'worst'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Option label, and the sentence that says which order is in use. */
export const REVIEW_SORT_LABELS: Record<ReviewSort, { option: string; statement: string }> = {
  recent: {
    option: 'Les plus récents',
    statement: 'Avis classés par date de publication, du plus récent au plus ancien.',
  },
  oldest: {
    option: 'Les plus anciens',
    statement: 'Avis classés par date de publication, du plus ancien au plus récent.',
  },
  best: {
    option: 'Les mieux notés',
    statement: 'Avis classés par note, de la meilleure à la moins bonne, puis par date.',
  },
  worst: {
    option: 'Les moins bien notés',
    statement: 'Avis classés par note, de la moins bonne à la meilleure, puis par date.',
  },
};

export const isReviewSort = (value: unknown): value is ReviewSort =>
  REVIEW_SORTS.includes(value as ReviewSort);

type Dated = Pick<Review, 'created_at' | 'published_at' | 'rating' | 'review_id'>;

/** When the review went online: its first publication (imported reviews: the platform's date). */
export const publicationDate = (review: Pick<Review, 'created_at' | 'published_at'>): string =>
  review.published_at ?? review.created_at;

/** A new array in the chosen order; ties by publication date (newest first), then by id. */
export function sortReviews<T extends Dated>(reviews: readonly T[], sort: ReviewSort): T[] {
  const newest = (a: T, b: T) =>
    publicationDate(b).localeCompare(publicationDate(a)) || a.review_id.localeCompare(b.review_id);
  const compare: Record<ReviewSort, (a: T, b: T) => number> = {
    recent: newest,
    oldest: (a, b) => -newest(a, b),
    best: (a, b) => b.rating - a.rating || newest(a, b),
    worst: (a, b) => a.rating - b.rating || newest(a, b),
  };
  return [...reviews].sort(compare[sort]);
}

/**
 * What the reviews page says of a review's check (L121-4 27°: « vérifié » only after a real
 * check): a delivered order of the same customer, or none, or an imported review.
 */
export function reviewCheckLabel(review: Pick<Review, 'source' | 'verified_purchase'>): string {
  if (review.source === 'external') return 'Avis importé, non contrôlé par FōhzShop';
  return review.verified_purchase ? 'Avis vérifié' : 'Avis non vérifié';
}
