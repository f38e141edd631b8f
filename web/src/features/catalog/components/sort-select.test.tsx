import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SORT_OPTIONS } from '@fohzshop/shared/catalog/sort';
import { renderWithProviders } from '@/testing/render';
import { SortSelect } from './sort-select';

describe('SortSelect', () => {
  it('offers the 13 shared sorts in French and reports the choice', async () => {
    const onChange = vi.fn();
    renderWithProviders(<SortSelect value="sales-desc" onChange={onChange} onReset={vi.fn()} />);
    const select = await screen.findByLabelText('Trier par');
    const options = [...(select as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options).toEqual(SORT_OPTIONS.map((o) => o.label));
    expect(options).toHaveLength(13);
    await userEvent.selectOptions(select, 'Prix croissant');
    expect(onChange).toHaveBeenCalledWith('price-asc');
  });

  it('shows the reset button only when the sort is not the default', async () => {
    const onReset = vi.fn();
    const view = renderWithProviders(
      <SortSelect value="sales-desc" onChange={vi.fn()} onReset={onReset} />,
    );
    await screen.findByLabelText('Trier par');
    expect(screen.queryByRole('button', { name: 'Réinitialiser le tri' })).toBeNull();
    view.unmount();
    renderWithProviders(<SortSelect value="name-desc" onChange={vi.fn()} onReset={onReset} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Réinitialiser le tri' }));
    expect(onReset).toHaveBeenCalledOnce();
  });
});
