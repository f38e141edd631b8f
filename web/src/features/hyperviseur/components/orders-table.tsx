// One page of the orders table; the number opens the order's page.
import { Table, Text } from '@chakra-ui/react';
import { formatEuros } from '@fohzshop/shared/money';
import type { Order } from '@fohzshop/shared/schemas/order';
import { orderStates } from '@/entities/order/order-states';
import { TableRoot } from '@/ui/table-root';
import { AppLink } from '@/ui/app-link';
import { StatusBadge } from './status-badge';

const DATE = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});
export const formatDateTime = (iso: string) => DATE.format(new Date(iso));

export function OrdersTable({
  rows,
  detailPath,
}: {
  rows: readonly Order[];
  detailPath: (id: string) => string;
}) {
  if (rows.length === 0) return <Text color="fg.muted">Aucune commande ne correspond.</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <TableRoot size="sm" striped aria-label="Commandes">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>N°</Table.ColumnHeader>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Client</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Total TTC</Table.ColumnHeader>
            <Table.ColumnHeader>Statut</Table.ColumnHeader>
            <Table.ColumnHeader>Paiement</Table.ColumnHeader>
            <Table.ColumnHeader>Livraison</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((order) => (
            <Table.Row key={order.order_id} data-testid={`order-row-${order.order_id}`}>
              <Table.Cell>
                <AppLink to={detailPath(order.order_id)} fontWeight="semibold" color="orange.fg">
                  {order.number}
                </AppLink>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(order.created_at)}</Table.Cell>
              <Table.Cell>
                <Text>
                  {order.shipping_address.first_name} {order.shipping_address.last_name}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {order.email}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatEuros(order.totals.total)}
              </Table.Cell>
              {(['order', 'payment', 'delivery'] as const).map((part) => {
                const state = orderStates(order)[part];
                return (
                  <Table.Cell key={part}>
                    <StatusBadge status={state.status} label={state.label} />
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </TableRoot>
    </Table.ScrollArea>
  );
}
