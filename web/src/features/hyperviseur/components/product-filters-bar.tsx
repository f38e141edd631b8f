// Search and filters above the products table.
import { STOCK_STATES } from '@fohzshop/shared/catalog/stock';
import { BRANDS, PRODUCT_TYPES } from '@fohzshop/shared/schemas/product';
import { FiltersBar, SearchBox, SelectFilters, type SelectFilter } from '@/ui/list-table';
import type { ProductFilters } from '../lib/table-filters';

const pairs = (values: readonly string[]) => values.map((v) => [v, v] as const);
const SELECTS: SelectFilter<ProductFilters>[] = [
  { field: 'type', label: 'Type', empty: 'Tous', options: pairs(PRODUCT_TYPES) },
  { field: 'brand', label: 'Marque', empty: 'Toutes', options: pairs(BRANDS) },
  {
    field: 'stock',
    label: 'Stock',
    empty: 'Tous',
    options: [...pairs(STOCK_STATES), ['low', 'Stock bas']],
  },
];

type Props = { filters: ProductFilters; onChange: (filters: ProductFilters) => void };

export function ProductFiltersBar({ filters, onChange }: Props) {
  const set = (change: Partial<ProductFilters>) => onChange({ ...filters, ...change });
  return (
    <FiltersBar>
      <SearchBox
        label="Rechercher un produit"
        placeholder="Rechercher un produit (nom, marque, référence)…"
        value={filters.query}
        onChange={(query) => set({ query })}
      />
      <SelectFilters filters={filters} selects={SELECTS} onChange={set} />
    </FiltersBar>
  );
}
