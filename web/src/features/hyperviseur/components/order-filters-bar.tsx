// Search and filters above the orders table.
import { DELIVERY_STATUS_LABELS } from '@fohzshop/shared/state-machines/delivery';
import { ORDER_STATUS_LABELS } from '@fohzshop/shared/state-machines/order';
import { PAYMENT_STATUS_LABELS } from '@fohzshop/shared/state-machines/payment';
import { FiltersBar, SearchBox, SelectFilters, type SelectFilter } from '@/ui/list-table';
import { optionsOf } from '@/ui/select-field';
import type { OrderFilters } from '../lib/table-filters';
import { PeriodFields } from './period-fields';

const SELECTS: SelectFilter<OrderFilters>[] = [
  { field: 'status', label: 'Statut', empty: 'Tous', options: optionsOf(ORDER_STATUS_LABELS) },
  { field: 'payment', label: 'Paiement', empty: 'Tous', options: optionsOf(PAYMENT_STATUS_LABELS) },
  {
    field: 'delivery',
    label: 'Livraison',
    empty: 'Toutes',
    options: optionsOf(DELIVERY_STATUS_LABELS),
  },
];

type Props = { filters: OrderFilters; onChange: (filters: OrderFilters) => void };

export function OrderFiltersBar({ filters, onChange }: Props) {
  const set = (change: Partial<OrderFilters>) => onChange({ ...filters, ...change });
  return (
    <FiltersBar>
      <SearchBox
        label="Rechercher une commande"
        placeholder="N° de commande, client, e-mail…"
        value={filters.query}
        onChange={(query) => set({ query })}
      />
      <SelectFilters filters={filters} selects={SELECTS} onChange={set} />
      <PeriodFields from={filters.from} to={filters.to} onChange={set} />
    </FiltersBar>
  );
}
