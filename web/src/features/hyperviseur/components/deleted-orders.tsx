// « Commandes supprimées »: the traces adminDeleteOrder keeps (order_deletions), newest number
// first. An order number is never reused, so this list explains every gap in the numbering.
import { Table } from '@chakra-ui/react';
import { useMemo } from 'react';
import { formatEuros } from '@fohzshop/shared/money';
import type { OrderDeletion } from '@fohzshop/shared/schemas/order-deletion';
import { ORDER_STATUS_LABELS } from '@fohzshop/shared/state-machines/order';
import { ListSection } from '@/ui/list-table';
import type { ListColumn } from '@/ui/list-table';
import { useOrderDeletions } from '../hooks/use-admin-data';
import { formatDateTime } from './orders-table';

const COLUMNS: ListColumn[] = [
  'N°',
  'Client',
  { label: 'Total TTC', textAlign: 'end' },
  'Statut à la suppression',
  'Supprimée le',
  'Par',
  'Stock',
];

const restored = (trace: OrderDeletion): string => {
  if (trace.stock_restored_earlier) return "Rendu à l'annulation";
  const units = Object.values(trace.stock_restored).reduce((sum, n) => sum + n, 0);
  return units === 0
    ? 'Aucun'
    : `${units} unité${units > 1 ? 's' : ''} rendue${units > 1 ? 's' : ''}`;
};

export function DeletedOrders({ names }: { names: ReadonlyMap<string, string> }) {
  const { deletions } = useOrderDeletions();
  const sorted = useMemo(
    () => [...deletions].sort((a, b) => b.number.localeCompare(a.number)),
    [deletions],
  );
  return (
    <ListSection
      title="Commandes supprimées"
      intro="Un numéro de commande n'est jamais réutilisé : ces commandes, jamais payées, expliquent les numéros absents de la liste."
      empty="Aucune commande supprimée."
      columns={COLUMNS}
      items={sorted}
      row={(trace) => (
        <Table.Row key={trace.order_id}>
          <Table.Cell fontWeight="semibold">{trace.number}</Table.Cell>
          <Table.Cell>{trace.customer}</Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">
            {formatEuros(trace.totals.total)}
          </Table.Cell>
          <Table.Cell>{ORDER_STATUS_LABELS[trace.status]}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDateTime(trace.deleted_at)}</Table.Cell>
          <Table.Cell>{names.get(trace.deleted_by) ?? trace.deleted_by}</Table.Cell>
          <Table.Cell>{restored(trace)}</Table.Cell>
        </Table.Row>
      )}
    />
  );
}
