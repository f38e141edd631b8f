import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { InstalmentSimulator } from './instalment-simulator';

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
    expect(screen.getByText(/carte bancaire ou par virement/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '2 fois' })).toBeNull();
  });

  it('refuses above 5 000 €', async () => {
    renderWithProviders(<InstalmentSimulator price={5000.01} today={today} />);
    expect(plain((await screen.findByText(/plusieurs fois/)).textContent)).toContain(
      "jusqu'à 5 000,00 €",
    );
  });
});
