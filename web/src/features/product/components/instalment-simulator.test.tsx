import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CREDIT_WARNING_2026 } from '@fohzshop/shared/instalment-credit';
import { renderWithProviders } from '@/testing/render';
import { InstalmentSimulator } from './instalment-simulator';

// The shop's setting as settings/shop would give it (the network read itself is the entity's).
const stored = vi.hoisted(() => ({ value: null as null | Record<string, string> }));
vi.mock('@/entities/shop/api/instalment-credit-api', async () => {
  const { instalmentCreditWith } = await import('@fohzshop/shared/instalment-credit');
  return { readInstalmentCredit: () => Promise.resolve(instalmentCreditWith(stored.value)) };
});

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const today = new Date('2026-01-31T10:00:00Z');

describe('InstalmentSimulator', () => {
  it('shows 3 payments by default with amounts and monthly dates from instalmentPlan', async () => {
    renderWithProviders(<InstalmentSimulator price={1000} today={today} />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => plain(li.textContent))).toEqual([
      'Aujourd’hui (31 janvier 2026)333,34 €',
      'Le 28 février 2026333,33 €',
      'Le 31 mars 2026333,33 €',
    ]);
  });

  it('switches to 2 or 4 payments', async () => {
    renderWithProviders(<InstalmentSimulator price={1299.99} today={today} />);
    await userEvent.click(await screen.findByRole('button', { name: '4 fois' }));
    expect(screen.getByRole('button', { name: '4 fois' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(plain(items[0]?.textContent ?? '')).toContain('325,02 €');
    await userEvent.click(screen.getByRole('button', { name: '2 fois' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('says when the price is outside 50 €–5 000 € and points to the other methods', async () => {
    renderWithProviders(<InstalmentSimulator price={29.9} today={today} />);
    expect(plain((await screen.findByText(/plusieurs fois/)).textContent)).toContain(
      'à partir de 50,00 €',
    );
    screen.getByText(/carte bancaire ou par virement/);
    expect(screen.queryByRole('button', { name: '2 fois' })).toBeNull();
  });

  it('refuses above 5 000 €', async () => {
    renderWithProviders(<InstalmentSimulator price={5000.01} today={today} />);
    expect(plain((await screen.findByText(/plusieurs fois/)).textContent)).toContain(
      "jusqu'à 5 000,00 €",
    );
  });

  it('carries the credit warning, the lender and the conditions link (defaults: the legal text)', async () => {
    stored.value = null;
    renderWithProviders(<InstalmentSimulator price={1000} today={today} />);
    const notice = await screen.findByTestId('instalment-credit-notice');
    expect(notice.textContent).toContain(
      "Attention ! Un crédit coûte de l'argent et doit être remboursé !",
    );
    expect(notice.textContent).toContain('Crédit accordé par Alma SAS');
    expect(screen.getByRole('link', { name: 'Conditions du crédit' }).getAttribute('href')).toBe(
      '/conditions-generales#paiement',
    );
  });

  it('shows the notice outside the limits too, and the wording the shop set', async () => {
    stored.value = {
      warning: 'Un crédit vous engage et doit être remboursé.',
      conditions_url: 'https://example.com/conditions',
    };
    renderWithProviders(<InstalmentSimulator price={29.9} today={today} />);
    await screen.findByText('Un crédit vous engage et doit être remboursé.');
    expect(screen.queryByText(CREDIT_WARNING_2026)).toBeNull();
    expect(screen.getByRole('link', { name: /Conditions du crédit/ }).getAttribute('href')).toBe(
      'https://example.com/conditions',
    );
  });
});
