import { describe, expect, it } from 'vitest';
import { publicationDate, reviewCheckLabel, sortReviews } from './review-display';

const review = (review_id: string, rating: number, created_at: string, published_at?: string) => ({
  review_id,
  rating,
  created_at,
  ...(published_at && { published_at }),
});

const list = [
  review('a', 3, '2026-01-01T10:00:00.000Z', '2026-01-05T10:00:00.000Z'),
  review('b', 5, '2026-02-01T10:00:00.000Z'),
  review('c', 1, '2026-01-03T10:00:00.000Z', '2026-01-04T10:00:00.000Z'),
  review('d', 5, '2026-01-10T10:00:00.000Z', '2026-01-12T10:00:00.000Z'),
];
const ids = (reviews: { review_id: string }[]) => reviews.map((r) => r.review_id).join('');

describe('review display', () => {
  it('dates a review by its first publication, else by its creation (imported reviews)', () => {
    expect(publicationDate(list[0]!)).toBe('2026-01-05T10:00:00.000Z');
    expect(publicationDate(list[1]!)).toBe('2026-02-01T10:00:00.000Z');
  });

  it('sorts chronologically both ways, and by rating with the newest first on ties', () => {
    expect(ids(sortReviews(list, 'recent'))).toBe('bdac');
    expect(ids(sortReviews(list, 'oldest'))).toBe('cadb');
    expect(ids(sortReviews(list, 'best'))).toBe('bdac');
    expect(ids(sortReviews(list, 'worst'))).toBe('cabd');
    expect(ids(list)).toBe('abcd');
  });

  it('says « Avis vérifié » only for a verified site review', () => {
    expect(reviewCheckLabel({ source: 'site', verified_purchase: true })).toBe('Avis vérifié');
    expect(reviewCheckLabel({ source: 'site', verified_purchase: false })).toBe('Avis non vérifié');
    expect(reviewCheckLabel({ source: 'external', verified_purchase: true })).toMatch(/importé/);
  });
});
