// Search and filters of the reviews table (pure, unit-tested).
import type { Review, ReviewStatus } from '@fohzshop/shared/schemas/review';
import { foldText, foldedWords } from '@fohzshop/shared/text';

export type ReviewFilters = {
  search: string;
  source: '' | Review['source'];
  status: '' | ReviewStatus;
};

export const NO_FILTERS: ReviewFilters = { search: '', source: '', status: '' };

export function filterReviews(reviews: readonly Review[], filters: ReviewFilters): Review[] {
  // Accents and case ignored: « Élodie » is found by « elodie ».
  const words = foldedWords(filters.search);
  return reviews.filter((review) => {
    if (filters.source && review.source !== filters.source) return false;
    if (filters.status && review.status !== filters.status) return false;
    if (words.length === 0) return true;
    const haystack = foldText(
      [
        review.title,
        review.body,
        review.author_name,
        review.product_id ?? '',
        review.reply?.text ?? '',
      ].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}

/** Figures for the screen's summary line. */
export function reviewCounts(reviews: readonly Review[]) {
  return {
    total: reviews.length,
    pending: reviews.filter((review) => review.status === 'pending').length,
    external: reviews.filter((review) => review.source === 'external').length,
  };
}
