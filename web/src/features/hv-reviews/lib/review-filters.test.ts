import { describe, expect, it } from 'vitest';
import type { Review } from '@fohzshop/shared/schemas/review';
import { filterReviews, NO_FILTERS, reviewCounts } from './review-filters';
import { EMPTY_REVIEW, inputOf, productIdOf } from './review-form';

const review = (id: string, overrides: Partial<Review> = {}): Review => ({
  review_id: id,
  rating: 5,
  title: 'Très bien',
  body: 'Livraison rapide.',
  author_name: 'Julien M.',
  source: 'site',
  verified_purchase: false,
  status: 'published',
  created_at: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

const REVIEWS = [
  review('a'),
  review('b', { author_name: 'Élodie R.', status: 'pending', product_id: 'kaabo-mantis' }),
  review('c', { source: 'external', status: 'hidden', body: 'Accueil au top' }),
  review('d', { reply: { text: 'Merci Pierre', replied_at: '2026-01-06T10:00:00.000Z' } }),
];
const ids = (list: Review[]) => list.map((r) => r.review_id);

describe('filterReviews', () => {
  it('keeps everything without filters', () => {
    expect(ids(filterReviews(REVIEWS, NO_FILTERS))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('filters by source and status', () => {
    expect(ids(filterReviews(REVIEWS, { ...NO_FILTERS, source: 'external' }))).toEqual(['c']);
    expect(ids(filterReviews(REVIEWS, { ...NO_FILTERS, status: 'pending' }))).toEqual(['b']);
    expect(filterReviews(REVIEWS, { search: '', source: 'external', status: 'pending' })).toEqual(
      [],
    );
  });

  it('searches author, text, product and reply, ignoring case and accents, every word', () => {
    expect(ids(filterReviews(REVIEWS, { ...NO_FILTERS, search: 'elodie' }))).toEqual(['b']);
    expect(ids(filterReviews(REVIEWS, { ...NO_FILTERS, search: 'MANTIS' }))).toEqual(['b']);
    expect(ids(filterReviews(REVIEWS, { ...NO_FILTERS, search: 'accueil top' }))).toEqual(['c']);
    expect(ids(filterReviews(REVIEWS, { ...NO_FILTERS, search: 'merci pierre' }))).toEqual(['d']);
    expect(filterReviews(REVIEWS, { ...NO_FILTERS, search: 'accueil elodie' })).toEqual([]);
  });
});

describe('reviewCounts', () => {
  it('counts all, pending and imported reviews', () => {
    expect(reviewCounts(REVIEWS)).toEqual({ total: 4, pending: 1, external: 1 });
  });
});

describe('inputOf', () => {
  it('turns a stored review into the admin input, reply as text', () => {
    expect(inputOf(REVIEWS[3]!)).toEqual({
      ...EMPTY_REVIEW,
      title: 'Très bien',
      body: 'Livraison rapide.',
      author_name: 'Julien M.',
      reply: 'Merci Pierre',
    });
    expect(inputOf(REVIEWS[1]!)).toMatchObject({
      product_id: 'kaabo-mantis',
      status: 'pending',
      reply: '',
    });
  });

  it('reads an empty product field as no product', () => {
    expect(productIdOf('')).toBeUndefined();
    expect(productIdOf('kaabo-mantis')).toBe('kaabo-mantis');
  });
});
