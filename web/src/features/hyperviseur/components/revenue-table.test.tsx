import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { RevenueTable } from './revenue-table';

describe('RevenueTable', () => {
  it('gives the revenue chart’s figures as a table: caption, column and row headers', () => {
    renderWithProviders(
      <RevenueTable
        title="CA des 7 derniers jours"
        points={[
          { key: '2026-11-26', label: '26/11', cents: 429_000 },
          { key: '2026-11-27', label: '27/11', cents: 0 },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'CA des 7 derniers jours' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Période', 'CA TTC']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      '26/114 290,00 €',
      '27/110,00 €',
    ]);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('26/11');
  });
});
