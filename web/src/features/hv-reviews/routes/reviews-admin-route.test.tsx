import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryOptions } from '@tanstack/react-query';
import { REVIEW_MESSAGES } from '@fohzshop/shared/review-messages';
import type { Review, ReviewStats } from '@fohzshop/shared/schemas/review';
import { TestProviders } from '@/testing/render';
import { toaster } from '@/ui/toaster-instance';
import { ReviewsAdminRoute } from './reviews-admin-route';

const data = vi.hoisted(() => ({ reviews: [] as unknown[], stats: null as unknown }));
const calls = vi.hoisted(() => ({
  saveReview: vi.fn(async (request: { review_id?: string }) => ({
    review_id: request.review_id ?? 'new-id',
  })),
  deleteReview: vi.fn(async (_id: string) => ({ ok: true as const })),
  refuseReview: vi.fn(async (_id: string, _reason: string) => ({
    ok: true as const,
    emailed: true,
  })),
  syncReviews: vi.fn(),
}));

vi.mock('@/lib/firebase/call-function', () => ({
  callFunction: (contract: { name: string }, r: { review_id: string; reason: string }) => {
    if (contract.name === 'adminSaveReview') return calls.saveReview(r);
    if (contract.name === 'adminRefuseReview') return calls.refuseReview(r.review_id, r.reason);
    if (contract.name === 'adminDeleteReview') return calls.deleteReview(r.review_id);
    if (contract.name === 'syncReviewRatings') return calls.syncReviews();
    throw new Error(`unexpected ${contract.name}`);
  },
}));
vi.mock('../api/live-reviews', () => ({
  adminReviewsQuery: () =>
    queryOptions({ queryKey: ['test', 'reviews'], queryFn: async () => data.reviews }),
  adminReviewStatsQuery: () =>
    queryOptions({ queryKey: ['test', 'stats'], queryFn: async () => data.stats }),
}));
vi.mock('@/entities/product/api/products-listener', () => ({
  listenProducts: () => () => undefined,
}));

const review = (id: string, overrides: Partial<Review> = {}): Review => ({
  review_id: id,
  rating: 4,
  title: `Titre ${id}`,
  body: 'Très bon service.',
  author_name: `Auteur ${id}`,
  source: 'site',
  verified_purchase: false,
  status: 'published',
  created_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

const STATS: ReviewStats = {
  site: { average: 4, count: 1 },
  external: {
    name: 'Google',
    rating: 4.6,
    count: 127,
    url: 'https://maps.google.com/?cid=1',
    synced_at: '2026-03-02T03:00:00.000Z',
  },
  last_sync: {
    at: '2026-03-02T03:00:00.000Z',
    outcome: 'error',
    error: REVIEW_MESSAGES.platformRefused(500),
    imported: 0,
    updated: 0,
    trigger: 'schedule',
  },
};

function setup() {
  render(
    <TestProviders>
      <ReviewsAdminRoute />
    </TestProviders>,
  );
  return userEvent.setup();
}

const row = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;

beforeEach(() => {
  data.reviews = [
    review('site-1'),
    review('google-1', { source: 'external', status: 'hidden', author_name: 'Camille Roux' }),
  ];
  data.stats = STATS;
  vi.clearAllMocks();
});

// The toaster is one instance for the whole file and shows 5 toasts at most; jsdom never lets
// them expire, so a sixth test's toast would wait in its queue forever.
afterEach(() => {
  toaster.remove();
});

describe('ReviewsAdminRoute', () => {
  it('lists site and imported reviews, filtered by source and searched', async () => {
    const user = setup();
    await row('Titre site-1');
    expect(screen.getAllByTestId('admin-review-row')).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText('Source'), 'external');
    expect(screen.getAllByTestId('admin-review-row')).toHaveLength(1);
    screen.getByText('Titre google-1');
    await user.selectOptions(screen.getByLabelText('Source'), '');
    await user.type(screen.getByLabelText('Rechercher'), 'camille');
    expect(screen.getAllByTestId('admin-review-row')).toHaveLength(1);
  });

  it('shows the external rating and the last failed synchronisation', async () => {
    setup();
    const panel = await screen.findByTestId('review-sync');
    await within(panel).findByText('Google');
    within(panel).getByText('Échec');
    expect(screen.getByTestId('review-sync-error').textContent).toBe(
      REVIEW_MESSAGES.platformRefused(500),
    );
  });

  it('synchronises and says how many reviews came in', async () => {
    calls.syncReviews.mockResolvedValue({
      ...STATS,
      last_sync: { ...STATS.last_sync!, outcome: 'success', imported: 2, updated: 1 },
    });
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Synchroniser' }));
    await screen.findByText(REVIEW_MESSAGES.syncDone(2, 1));
    expect(calls.syncReviews).toHaveBeenCalledTimes(1);
  });

  it('hides an imported review and publishes in one click, keeping the rest of the review', async () => {
    data.reviews = [...data.reviews, review('google-2', { source: 'external' })];
    const user = setup();
    await user.click(within(await row('Titre google-2')).getByRole('button', { name: 'Masquer' }));
    await waitFor(() => expect(calls.saveReview).toHaveBeenCalled());
    expect(calls.saveReview.mock.calls[0]![0]).toEqual({
      review_id: 'google-2',
      review: expect.objectContaining({ status: 'hidden', title: 'Titre google-2', reply: '' }),
    });
    await screen.findByText(REVIEW_MESSAGES.hidden);
    await user.click(within(await row('Titre google-1')).getByRole('button', { name: 'Publier' }));
    await screen.findByText(REVIEW_MESSAGES.published);
  });

  it("refuses a customer's review only with a reason, which goes to the callable", async () => {
    const user = setup();
    const site = await row('Titre site-1');
    // A customer's review is never just hidden: its author must be told why.
    expect(within(site).queryByRole('button', { name: 'Masquer' })).toBeNull();
    await user.click(within(site).getByRole('button', { name: 'Refuser' }));
    const form = await screen.findByRole('form', { name: "Refus de l'avis" });
    await user.click(within(form).getByRole('button', { name: "Refuser et prévenir l'auteur" }));
    expect(await within(form).findAllByText(/caractère|obligatoire|vide/i)).not.toHaveLength(0);
    expect(calls.refuseReview).not.toHaveBeenCalled();
    await user.type(
      within(form).getByLabelText(/Motif/),
      'Avis hors sujet : il parle d’un autre site.',
    );
    await user.click(within(form).getByRole('button', { name: "Refuser et prévenir l'auteur" }));
    await waitFor(() =>
      expect(calls.refuseReview).toHaveBeenCalledWith(
        'site-1',
        'Avis hors sujet : il parle d’un autre site.',
      ),
    );
    await screen.findByText(REVIEW_MESSAGES.refused);
  });

  it('deletes only after confirmation, warning that an imported review may come back', async () => {
    const user = setup();
    await user.click(
      within(await row('Titre google-1')).getByRole('button', { name: 'Supprimer' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    within(dialog).getByText(/réimportera/);
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(calls.deleteReview).not.toHaveBeenCalled();
    await user.click(
      within(await row('Titre google-1')).getByRole('button', { name: 'Supprimer' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }),
    );
    await waitFor(() => expect(calls.deleteReview).toHaveBeenCalledWith('google-1'));
    await screen.findByText(REVIEW_MESSAGES.deleted);
  });

  it('adds a review: French errors first, then the callable with the reply', async () => {
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Ajouter un avis' }));
    const form = await screen.findByRole('form', { name: 'Avis' });
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findAllByText(/caractère|obligatoire|vide/i)).not.toHaveLength(0);
    expect(calls.saveReview).not.toHaveBeenCalled();
    await user.type(within(form).getByLabelText(/Auteur/), 'Léa B.');
    await user.type(within(form).getByLabelText(/Titre/), 'Super');
    await user.type(within(form).getByLabelText(/^Avis/), 'Très contente de ma trottinette.');
    await user.type(within(form).getByLabelText(/Réponse/), 'Merci Léa !');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls.saveReview).toHaveBeenCalled());
    expect(calls.saveReview.mock.calls[0]![0]).toEqual({
      review: {
        rating: 5,
        title: 'Super',
        body: 'Très contente de ma trottinette.',
        author_name: 'Léa B.',
        source: 'site',
        status: 'published',
        reply: 'Merci Léa !',
      },
    });
    await screen.findByText(REVIEW_MESSAGES.saved);
  });
});
