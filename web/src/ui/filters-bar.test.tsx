// The admin lists' filter bar: each select shows its field and hands back only that field, the
// search box likewise, and the bar is a named search landmark when given a name.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { FiltersBar, SearchBox, SelectFilters, type SelectFilter } from './list-table';

type Filters = { query: string; colour: '' | 'red' | 'blue'; size: string; count: number };
const SELECTS: SelectFilter<Filters>[] = [
  {
    field: 'colour',
    label: 'Couleur',
    empty: 'Toutes',
    options: [
      ['red', 'Rouge'],
      ['blue', 'Bleu'],
    ],
  },
  {
    field: 'size',
    label: 'Taille',
    empty: 'Toutes',
    options: [
      ['s', 'S'],
      ['m', 'M'],
    ],
  },
];

describe('FiltersBar', () => {
  it('shows each filter and hands back only the field that changed', () => {
    const onChange = vi.fn();
    const filters: Filters = { query: 'vis', colour: 'blue', size: '', count: 3 };
    renderWithProviders(
      <FiltersBar label="Filtrer les pièces">
        <SearchBox
          label="Rechercher une pièce"
          placeholder="Nom…"
          value={filters.query}
          onChange={(query) => onChange({ query })}
        />
        <SelectFilters filters={filters} selects={SELECTS} onChange={onChange} />
      </FiltersBar>,
    );
    screen.getByRole('search', { name: 'Filtrer les pièces' });
    const colour = screen.getByLabelText<HTMLSelectElement>('Couleur');
    expect(colour.value).toBe('blue');
    expect(screen.getByLabelText<HTMLSelectElement>('Taille').value).toBe('');
    fireEvent.change(colour, { target: { value: 'red' } });
    expect(onChange).toHaveBeenLastCalledWith({ colour: 'red' });
    fireEvent.change(screen.getByLabelText('Taille'), { target: { value: 'm' } });
    expect(onChange).toHaveBeenLastCalledWith({ size: 'm' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher une pièce' }), {
      target: { value: 'écrou' },
    });
    expect(onChange).toHaveBeenLastCalledWith({ query: 'écrou' });
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});
