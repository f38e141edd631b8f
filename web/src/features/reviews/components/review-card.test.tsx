import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Review } from '@fohzshop/shared/schemas/review';
import { renderWithProviders } from '@/testing/render';
import { ReviewCard } from './review-card';

const review = (overrides: Partial<Review> = {}): Review => ({
  review_id: 'r1',
  rating: 5,
  title: 'Parfaite',
  body: 'Rien à redire.',
  author_name: 'Léa M.',
  source: 'site',
  verified_purchase: true,
  experience_date: '2026-02-04',
  status: 'published',
  created_at: '2026-02-10T09:00:00.000Z',
  published_at: '2026-02-12T09:00:00.000Z',
  ...overrides,
});

const text = (id: string) => screen.getByTestId(id).textContent;

describe('ReviewCard (D111-17: dates and check next to each review)', () => {
  it('shows the publication date, the date of the experience and « Avis vérifié »', () => {
    renderWithProviders(<ReviewCard review={review()} />);
    expect(text('review-published')).toBe('Publié le 12 février 2026');
    expect(text('review-experience')).toBe(
      'Expérience du 4 février 2026 (livraison de la commande)',
    );
    expect(text('review-check')).toBe('Avis vérifié');
  });

  it('says when a review is not verified and its experience date is unknown', () => {
    const { experience_date: _none, ...unverified } = review({ verified_purchase: false });
    renderWithProviders(<ReviewCard review={unverified} />);
    expect(text('review-check')).toBe('Avis non vérifié');
    expect(text('review-experience')).toBe('Date de l’expérience non communiquée');
  });

  it('labels an imported review as not checked by the shop, dated by its platform', () => {
    const {
      published_at: _p,
      experience_date: _e,
      ...imported
    } = review({
      source: 'external',
      verified_purchase: false,
      external_url: 'https://maps.google.com/?cid=1',
    });
    renderWithProviders(<ReviewCard review={imported} />);
    expect(text('review-check')).toBe('Avis importé, non contrôlé par FōhzShop');
    expect(text('review-published')).toBe('Publié le 10 février 2026');
    expect(text('review-experience')).toMatch(/non communiquée par Google/);
    screen.getByRole('link', { name: 'Avis Google' });
  });
});
