// Search and filters above the orders table.
import { Flex } from '@chakra-ui/react';
import { DELIVERY_STATUS_LABELS } from '@fohzshop/shared/state-machines/delivery';
import { ORDER_STATUS_LABELS } from '@fohzshop/shared/state-machines/order';
import { PAYMENT_STATUS_LABELS } from '@fohzshop/shared/state-machines/payment';
import { Input } from '@/ui/input';
import type { OrderFilters } from '../lib/table-filters';
import { PeriodFields } from './period-fields';
import { SelectField, optionsOf } from '@/ui/select-field';

type Props = { filters: OrderFilters; onChange: (filters: OrderFilters) => void };

export function OrderFiltersBar({ filters, onChange }: Props) {
  const set = (change: Partial<OrderFilters>) => onChange({ ...filters, ...change });
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" mb="4">
      <Input
        maxWidth="xs"
        size="sm"
        type="search"
        placeholder="N° de commande, client, e-mail…"
        aria-label="Rechercher une commande"
        value={filters.query}
        onChange={(event) => set({ query: event.target.value })}
      />
      <SelectField
        label="Statut"
        empty="Tous"
        options={optionsOf(ORDER_STATUS_LABELS)}
        value={filters.status}
        onChange={(e) => set({ status: e.target.value as OrderFilters['status'] })}
      />
      <SelectField
        label="Paiement"
        empty="Tous"
        options={optionsOf(PAYMENT_STATUS_LABELS)}
        value={filters.payment}
        onChange={(e) => set({ payment: e.target.value as OrderFilters['payment'] })}
      />
      <SelectField
        label="Livraison"
        empty="Toutes"
        options={optionsOf(DELIVERY_STATUS_LABELS)}
        value={filters.delivery}
        onChange={(e) => set({ delivery: e.target.value as OrderFilters['delivery'] })}
      />
      <PeriodFields from={filters.from} to={filters.to} onChange={set} />
    </Flex>
  );
}
