// Filters of a listing: brand (not on brand pages), stock state, labels and price range.
import { Button, Stack } from '@chakra-ui/react';
import {
  FILTER_KEY_LABELS,
  hasFilter,
  type Filter,
  type FilterKey,
} from '@fohzshop/shared/catalog/filters';
import type { FilterChoices } from '../hooks/use-listing';
import { FilterCheckboxGroup } from './filter-checkbox-group';
import { PriceFilterForm } from './price-filter-form';

type Props = {
  choices: FilterChoices;
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
          options={choices[key]}
          isChecked={(value) => hasFilter(filters, { key, query: value })}
          onToggle={(value) => onToggle({ key, query: value })}
        />
      ))}
      <PriceFilterForm key={priceQuery} query={priceQuery} onApply={onPrice} />
      {filters.length > 0 && (
        <Button size="sm" variant="ghost" onClick={onClear}>
          Effacer les filtres
        </Button>
      )}
    </Stack>
  );
}
