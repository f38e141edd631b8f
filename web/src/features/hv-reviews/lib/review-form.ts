// Between a stored review and the admin form (the shared ReviewInputSchema validates the form).
import type { Review, ReviewInput } from '@fohzshop/shared/schemas/review';

export const EMPTY_REVIEW: ReviewInput = {
  rating: 5,
  title: '',
  body: '',
  author_name: '',
  source: 'site',
  status: 'published',
  reply: '',
};

/** The editable part of a stored review; no reply is an empty reply field. */
export function inputOf(review: Review): ReviewInput {
  return {
    rating: review.rating,
    title: review.title,
    body: review.body,
    author_name: review.author_name,
    ...(review.product_id !== undefined && { product_id: review.product_id }),
    source: review.source,
    status: review.status,
    reply: review.reply?.text ?? '',
  };
}

/** An empty product field means no product (the select's '' option). */
export const productIdOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
