// Filters of a listing: brand (not on brand pages), stock state, labels and price range.
// The price form (react-hook-form + zod) loads when the filters are in sight (on phones, when they
// are unfolded), out of the listing's load; a placeholder of its size keeps the layout still.
import { Box, Button, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import {
  FILTER_KEY_LABELS,
  hasFilter,
  type Filter,
  type FilterKey,
} from '@fohzshop/shared/catalog/filters';
import type { FilterChoices } from '../hooks/use-listing';
import { WhenVisible } from '@/ui/when-visible';
import { FilterCheckboxGroup } from './filter-checkbox-group';

const PriceFilterForm = lazy(() =>
  import('./price-filter-form').then((m) => ({ default: m.PriceFilterForm })),
);

const PRICE_FORM_HEIGHT = '136px';

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
      <WhenVisible minHeight={PRICE_FORM_HEIGHT}>
        <Suspense fallback={<Box minHeight={PRICE_FORM_HEIGHT} aria-busy="true" />}>
          <PriceFilterForm key={priceQuery} query={priceQuery} onApply={onPrice} />
        </Suspense>
      </WhenVisible>
      {filters.length > 0 && (
        <Button size="sm" variant="ghost" onClick={onClear}>
          Effacer les filtres
        </Button>
      )}
    </Stack>
  );
}
