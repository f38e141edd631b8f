// Filters of a listing: brand (not on brand pages), stock state, labels and price range.
// The price form (react-hook-form + zod) is loaded on demand, out of the listing's initial bundle;
// a placeholder of its size keeps the layout still while it arrives.
import { Box, Button, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import {
  FILTER_KEY_LABELS,
  hasFilter,
  type Filter,
  type FilterKey,
} from '@fohzshop/shared/catalog/filters';
import type { FilterChoices } from '../hooks/use-listing';
import { FilterCheckboxGroup } from './filter-checkbox-group';

const PriceFilterForm = lazy(() =>
  import('./price-filter-form').then((m) => ({ default: m.PriceFilterForm })),
);

type Props = {
  /** Absent while the listing loads. */
  choices?: FilterChoices | undefined;
  filters: readonly Filter[];
  showBrand: boolean;
  onToggle: (filter: Filter) => void;
  onPrice: (query: string) => void;
  onClear: () => void;
};

const GROUPS: Exclude<FilterKey, 'price'>[] = ['brand', 'stock', 'labels'];

export function FilterPanel({ choices, filters, showBrand, onToggle, onPrice, onClear }: Props) {
  const priceQuery = filters.find((filter) => filter.key === 'price')?.query ?? '';
  return (
    <Stack gap="5" as="section" aria-label="Filtres">
      {GROUPS.filter((key) => showBrand || key !== 'brand').map((key) => (
        <FilterCheckboxGroup
          key={key}
          legend={FILTER_KEY_LABELS[key]}
          filterKey={key}
          options={choices?.[key] ?? []}
          isChecked={(value) => hasFilter(filters, { key, query: value })}
          onToggle={(value) => onToggle({ key, query: value })}
        />
      ))}
      <Suspense fallback={<Box minHeight="136px" aria-busy="true" />}>
        <PriceFilterForm key={priceQuery} query={priceQuery} onApply={onPrice} />
      </Suspense>
      {filters.length > 0 && (
        <Button size="sm" variant="ghost" onClick={onClear}>
          Effacer les filtres
        </Button>
      )}
    </Stack>
  );
}
