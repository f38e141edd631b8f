// Filters of the grand livre: the period (with « Ce mois-ci » / « Cette année »), the type, the
// category and a text search. Only the period applies to the FEC (lib/ledger-report.ts).
import { Button, Flex } from '@chakra-ui/react';
import { LEDGER_CATEGORY_LABELS, LEDGER_KIND_LABELS } from '@fohzshop/shared/schemas/ledger';
import { Input } from '@/ui/input';
import { SelectField, optionsOf } from '@/ui/select-field';
import { monthBounds, type LedgerFilters } from '../lib/ledger-report';
import { PeriodFields } from './period-fields';

type Props = {
  filters: LedgerFilters;
  today: string;
  onChange: (change: Partial<LedgerFilters>) => void;
};

export function LedgerFiltersBar({ filters, today, onChange: set }: Props) {
  const year = today.slice(0, 4);
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" mb="4">
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
      <SelectField
        label="Type"
        empty="Tous"
        options={optionsOf(LEDGER_KIND_LABELS)}
        value={filters.kind}
        onChange={(e) => set({ kind: e.target.value as LedgerFilters['kind'] })}
      />
      <SelectField
        label="Catégorie"
        empty="Toutes"
        options={optionsOf(LEDGER_CATEGORY_LABELS)}
        value={filters.category}
        onChange={(e) => set({ category: e.target.value as LedgerFilters['category'] })}
      />
      <Input
        size="sm"
        maxWidth="xs"
        type="search"
        placeholder="Libellé, fournisseur, commande, pièce…"
        aria-label="Rechercher une écriture"
        value={filters.query}
        onChange={(e) => set({ query: e.target.value })}
      />
    </Flex>
  );
}
