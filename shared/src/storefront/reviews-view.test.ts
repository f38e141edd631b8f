import { describe, expect, it } from 'vitest';
import { publishedReviewsOf, reviewStatsOf, reviewsViewOf } from './reviews-view';

const review = {
  rating: 4,
  title: 'Bien',
  body: 'Trottinette conforme, livraison rapide.',
  author_name: 'Marc',
  source: 'site',
  verified_purchase: true,
  experience_date: '2026-10-30',
  status: 'published',
  created_at: '2026-11-01T09:00:00.000Z',
};

describe('what /avis-clients is rendered from', () => {
  it('keeps the published reviews only, each with its key as id and no personal field', () => {
    const published = publishedReviewsOf({
      a: { ...review, user_id: 'uid-of-marc' },
      b: { ...review, status: 'pending' },
      c: { ...review, status: 'hidden' },
      d: { ...review, rating: 9 },
      e: 'not a review',
    });
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ review_id: 'a', title: 'Bien' });
    expect(published[0]).not.toHaveProperty('user_id');
  });

  it('reads no reviews and no stats from nothing, and refuses unreadable stats', () => {
    expect(reviewsViewOf(null, null)).toEqual({ published: [], stats: null });
    expect(reviewStatsOf({ site: { average: 7, count: 1 } })).toBeNull();
    expect(reviewStatsOf({ site: { average: 4.5, count: 2 } })).toEqual({
      site: { average: 4.5, count: 2 },
    });
  });
});
