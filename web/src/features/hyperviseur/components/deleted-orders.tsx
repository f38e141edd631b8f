// « Commandes supprimées »: the traces adminDeleteOrder keeps (order_deletions), newest number
// first. An order number is never reused, so this list explains every gap in the numbering.
import { Box, Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { formatEuros } from '@fohzshop/shared/money';
import type { OrderDeletion } from '@fohzshop/shared/schemas/order-deletion';
import { ORDER_STATUS_LABELS } from '@fohzshop/shared/state-machines/order';
import { TableRoot } from '@/ui/table-root';
import { useOrderDeletions } from '../hooks/use-admin-data';
import { formatDateTime } from './orders-table';

const SHOWN = 50;

const restored = (trace: OrderDeletion): string => {
  if (trace.stock_restored_earlier) return "Rendu à l'annulation";
  const units = Object.values(trace.stock_restored).reduce((sum, n) => sum + n, 0);
  return units === 0
    ? 'Aucun'
    : `${units} unité${units > 1 ? 's' : ''} rendue${units > 1 ? 's' : ''}`;
};

export function DeletedOrders({ names }: { names: ReadonlyMap<string, string> }) {
  const { deletions } = useOrderDeletions();
  const [all, setAll] = useState(false);
  const sorted = useMemo(
    () => [...deletions].sort((a, b) => b.number.localeCompare(a.number)),
    [deletions],
  );
  const rows = all ? sorted : sorted.slice(0, SHOWN);
  return (
    <Box as="section" aria-label="Commandes supprimées" mt="8">
      <Heading as="h2" size="md">
        Commandes supprimées ({deletions.length})
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        Un numéro de commande n'est jamais réutilisé : ces commandes, jamais payées, expliquent les
        numéros absents de la liste.
      </Text>
      {rows.length === 0 ? (
        <Text color="fg.muted">Aucune commande supprimée.</Text>
      ) : (
        <Stack gap="2">
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <TableRoot size="sm" aria-label="Commandes supprimées">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>N°</Table.ColumnHeader>
                  <Table.ColumnHeader>Client</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Total TTC</Table.ColumnHeader>
                  <Table.ColumnHeader>Statut à la suppression</Table.ColumnHeader>
                  <Table.ColumnHeader>Supprimée le</Table.ColumnHeader>
                  <Table.ColumnHeader>Par</Table.ColumnHeader>
                  <Table.ColumnHeader>Stock</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((trace) => (
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
                ))}
              </Table.Body>
            </TableRoot>
          </Table.ScrollArea>
          {sorted.length > SHOWN && !all && (
            <Button size="sm" variant="ghost" alignSelf="flex-start" onClick={() => setAll(true)}>
              Tout afficher ({sorted.length})
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
