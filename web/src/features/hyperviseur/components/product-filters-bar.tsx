// Search and filters above the products table.
import { Flex } from '@chakra-ui/react';
import { STOCK_STATES } from '@fohzshop/shared/catalog/stock';
import { BRANDS, PRODUCT_TYPES } from '@fohzshop/shared/schemas/product';
import { Input } from '@/ui/input';
import type { ProductFilters } from '../lib/table-filters';
import { SelectField } from '@/ui/select-field';

const pairs = (values: readonly string[]) => values.map((v) => [v, v] as const);
const STOCK_OPTIONS = [...pairs(STOCK_STATES), ['low', 'Stock bas'] as const];

type Props = { filters: ProductFilters; onChange: (filters: ProductFilters) => void };

export function ProductFiltersBar({ filters, onChange }: Props) {
  const set = (change: Partial<ProductFilters>) => onChange({ ...filters, ...change });
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" mb="4">
      <Input
        maxWidth="xs"
        size="sm"
        type="search"
        placeholder="Rechercher un produit (nom, marque, référence)…"
        aria-label="Rechercher un produit"
        value={filters.query}
        onChange={(event) => set({ query: event.target.value })}
      />
      <SelectField
        label="Type"
        empty="Tous"
        options={pairs(PRODUCT_TYPES)}
        value={filters.type}
        onChange={(e) => set({ type: e.target.value })}
      />
      <SelectField
        label="Marque"
        empty="Toutes"
        options={pairs(BRANDS)}
        value={filters.brand}
        onChange={(e) => set({ brand: e.target.value })}
      />
      <SelectField
        label="Stock"
        empty="Tous"
        options={STOCK_OPTIONS}
        value={filters.stock}
        onChange={(e) => set({ stock: e.target.value as ProductFilters['stock'] })}
      />
    </Flex>
  );
}
