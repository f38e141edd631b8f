// Search box and source / status filters above the reviews table.
import { Field } from '@chakra-ui/react';
import { REVIEW_STATUS_LABELS } from '@fohzshop/shared/schemas/review';
import { FieldRoot } from '@/ui/field-root';
import { FiltersBar, SelectFilters, type SelectFilter } from '@/ui/list-table';
import { Input } from '@/ui/input';
import type { ReviewFilters } from '../lib/review-filters';
import { SOURCE_LABELS } from './review-labels';

const SELECTS: SelectFilter<ReviewFilters>[] = [
  { field: 'source', label: 'Source', empty: 'Toutes', options: Object.entries(SOURCE_LABELS) },
  {
    field: 'status',
    label: 'Statut',
    empty: 'Tous',
    options: Object.entries(REVIEW_STATUS_LABELS),
  },
];

type Props = { filters: ReviewFilters; onChange: (filters: ReviewFilters) => void };

export function ReviewFiltersBar({ filters, onChange }: Props) {
  return (
    <FiltersBar label="Filtrer les avis">
      <FieldRoot width={{ base: 'full', md: '80' }}>
        <Field.Label fontSize="sm">Rechercher</Field.Label>
        <Input
          size="sm"
          type="search"
          placeholder="Auteur, texte, produit…"
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
        />
      </FieldRoot>
      <SelectFilters
        filters={filters}
        selects={SELECTS}
        onChange={(change) => onChange({ ...filters, ...change })}
      />
    </FiltersBar>
  );
}
