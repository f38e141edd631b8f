import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { compareScooters } from '@fohzshop/shared/catalog/compare';
import { product } from '@fohzshop/shared/test-support/products';
import { renderWithProviders } from '@/testing/render';
import { CompareTable } from './compare-table';

const a = product({
  product_id: 'a',
  name: 'Thunder 3',
  price: 3990,
  specs: { power_w: 5400, weight_kg: 47, brakes: 'Hydrauliques' },
});
const b = product({
  product_id: 'b',
  name: 'Wolf King',
  brand: 'Kaabo',
  price: 2990,
  specs: { power_w: 6720, weight_kg: 47, brakes: 'Hydrauliques' },
});
const rows = compareScooters([a, b]);

const rowOf = (label: string) =>
  screen
    .getByRole('rowheader', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) })
    .closest('tr') as HTMLElement;

describe('CompareTable', () => {
  it('shows one column per scooter and one row per characteristic, highlighting differences', async () => {
    renderWithProviders(
      <CompareTable scooters={[a, b]} rows={rows} onlyDifferences={false} onRemove={vi.fn()} />,
    );
    await screen.findByRole('link', { name: 'Thunder 3' });
    screen.getByRole('link', { name: 'Wolf King' });
    const power = rowOf('Puissance (W)');
    expect(power.dataset.differs).toBe('true');
    within(power).getByText('(valeurs différentes)');
    expect(
      within(power)
        .getAllByRole('cell')
        .map((c) => c.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['5 400', '6 720 (meilleure valeur)']);
    expect(rowOf('Poids (kg)').dataset.differs).toBeUndefined();
  });

  it('can show only the rows that differ', async () => {
    renderWithProviders(
      <CompareTable scooters={[a, b]} rows={rows} onlyDifferences onRemove={vi.fn()} />,
    );
    await screen.findByRole('link', { name: 'Thunder 3' });
    const labels = screen.getAllByRole('rowheader').map((h) => h.textContent);
    expect(labels).toEqual([
      'Prix (€ TTC) (valeurs différentes)',
      'Marque (valeurs différentes)',
      'Puissance (W) (valeurs différentes)',
    ]);
  });

  it('removes a scooter from the comparison', async () => {
    const onRemove = vi.fn();
    renderWithProviders(
      <CompareTable scooters={[a, b]} rows={rows} onlyDifferences={false} onRemove={onRemove} />,
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Retirer Wolf King de la comparaison' }),
    );
    expect(onRemove).toHaveBeenCalledWith('b');
  });
});
