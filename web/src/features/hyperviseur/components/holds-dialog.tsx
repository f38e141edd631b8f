// The holds on one product: each unpaid order that reserves some of its units, with the payment
// method, when the hold ends (Paris time) and whether the transfer reminder was sent. The order
// number opens the order's page.
import { Badge, Table, Text } from '@chakra-ui/react';
import { PAYMENT_METHOD_LABELS } from '@fohzshop/shared/schemas/order';
import type { Product } from '@fohzshop/shared/schemas/product';
import { AppLink } from '@/ui/app-link';
import { FormDialog } from '@/ui/form-dialog';
import { TableRoot } from '@/ui/table-root';
import { adminOrderPath } from '../lib/admin-paths';
import { expiryLabel, type Hold } from '../lib/reservations';
import { formatDateTime } from './orders-table';

type Props = {
  /** undefined: closed. */
  product: Product | undefined;
  holds: readonly Hold[];
  now: Date;
  onClose: () => void;
};

export function HoldsDialog({ product, holds, now, onClose }: Props) {
  const units = holds.reduce((n, h) => n + h.units, 0);
  return (
    <FormDialog
      open={product !== undefined}
      title={`Réservations de « ${product?.name ?? ''} »`}
      onClose={onClose}
    >
      <Text fontSize="sm" color="fg.muted" mb="3">
        {units} unité{units > 1 ? 's' : ''} réservée{units > 1 ? 's' : ''} par des commandes en
        attente de paiement ; elles reviennent en stock si la commande est annulée ou expire.
      </Text>
      {holds.length === 0 ? (
        <Text color="fg.muted">Aucune réservation en cours.</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <TableRoot size="sm" aria-label="Réservations">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>N°</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Unités</Table.ColumnHeader>
                <Table.ColumnHeader>Paiement</Table.ColumnHeader>
                <Table.ColumnHeader>Fin de la réservation</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {holds.map((hold) => (
                <Table.Row key={hold.orderId} data-testid={`hold-${hold.orderId}`}>
                  <Table.Cell>
                    <AppLink to={adminOrderPath(hold.orderId)} fontWeight="semibold">
                      {hold.number}
                    </AppLink>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{hold.units}</Table.Cell>
                  <Table.Cell>{PAYMENT_METHOD_LABELS[hold.method]}</Table.Cell>
                  <Table.Cell>
                    {hold.expiresAt ? expiryLabel(hold.expiresAt, now) : 'sans échéance'}
                    {hold.reminderSentAt && (
                      <Badge ms="2" colorPalette="blue" title={formatDateTime(hold.reminderSentAt)}>
                        rappel envoyé
                      </Badge>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </TableRoot>
        </Table.ScrollArea>
      )}
    </FormDialog>
  );
}
