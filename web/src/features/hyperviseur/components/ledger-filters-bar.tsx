// Filters of the grand livre: the period (with « Ce mois-ci » / « Cette année »), the type, the
// category and a text search. Only the period applies to the FEC (lib/ledger-report.ts).
import { Button } from '@chakra-ui/react';
import { LEDGER_CATEGORY_LABELS, LEDGER_KIND_LABELS } from '@fohzshop/shared/schemas/ledger';
import { FiltersBar, SearchBox, SelectFilters, type SelectFilter } from '@/ui/list-table';
import { optionsOf } from '@/ui/select-field';
import { monthBounds, type LedgerFilters } from '../lib/ledger-report';
import { PeriodFields } from './period-fields';

const SELECTS: SelectFilter<LedgerFilters>[] = [
  { field: 'kind', label: 'Type', empty: 'Tous', options: optionsOf(LEDGER_KIND_LABELS) },
  {
    field: 'category',
    label: 'Catégorie',
    empty: 'Toutes',
    options: optionsOf(LEDGER_CATEGORY_LABELS),
  },
];

type Props = {
  filters: LedgerFilters;
  today: string;
  onChange: (change: Partial<LedgerFilters>) => void;
};

export function LedgerFiltersBar({ filters, today, onChange: set }: Props) {
  const year = today.slice(0, 4);
  return (
    <FiltersBar>
      <PeriodFields from={filters.from} to={filters.to} onChange={set} />
      <Button size="sm" variant="ghost" onClick={() => set(monthBounds(today))}>
        Ce mois-ci
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => set({ from: `${year}-01-01`, to: `${year}-12-31` })}
      >
        Cette année
      </Button>
      <SelectFilters filters={filters} selects={SELECTS} onChange={set} />
      <SearchBox
        label="Rechercher une écriture"
        placeholder="Libellé, fournisseur, commande, pièce…"
        value={filters.query}
        onChange={(query) => set({ query })}
      />
    </FiltersBar>
  );
}
