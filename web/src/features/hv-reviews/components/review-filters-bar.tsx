// Search box and source / status filters above the reviews table.
import { Field, Flex } from '@chakra-ui/react';
import { REVIEW_STATUS_LABELS } from '@fohzshop/shared/schemas/review';
import { FieldRoot } from '@/ui/field-root';
import { Input } from '@/ui/input';
import type { ReviewFilters } from '../lib/review-filters';
import { SelectField } from '@/ui/select-field';
import { SOURCE_LABELS } from './review-labels';

type Props = { filters: ReviewFilters; onChange: (filters: ReviewFilters) => void };

export function ReviewFiltersBar({ filters, onChange }: Props) {
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" mb="4" role="search" aria-label="Filtrer les avis">
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
      <SelectField
        label="Source"
        empty="Toutes"
        options={Object.entries(SOURCE_LABELS)}
        value={filters.source}
        onChange={(event) =>
          onChange({ ...filters, source: event.target.value as ReviewFilters['source'] })
        }
      />
      <SelectField
        label="Statut"
        empty="Tous"
        options={Object.entries(REVIEW_STATUS_LABELS)}
        value={filters.status}
        onChange={(event) =>
          onChange({ ...filters, status: event.target.value as ReviewFilters['status'] })
        }
      />
    </Flex>
  );
}
