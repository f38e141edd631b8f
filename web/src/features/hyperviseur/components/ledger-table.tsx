// The entries of the period in date order with the running balance; manual entries can be
// deleted (automatic ones, written by payments and refunds, cannot).
import { Badge, Button, Table, Text } from '@chakra-ui/react';
import { signedCents } from '@fohzshop/shared/ledger/entries';
import { formatCents } from '@fohzshop/shared/money';
import { LEDGER_CATEGORY_LABELS, type LedgerEntry } from '@fohzshop/shared/schemas/ledger';

type Props = {
  rows: { entry: LedgerEntry; balanceCents: number }[];
  onDelete: (entry: LedgerEntry) => void;
};

const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export function LedgerTable({ rows, onDelete }: Props) {
  if (rows.length === 0) return <Text color="fg.muted">Aucune écriture sur la période.</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxHeight="70vh">
      <Table.Root size="sm" striped stickyHeader aria-label="Écritures du grand livre">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Libellé</Table.ColumnHeader>
            <Table.ColumnHeader>Catégorie</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Montant TTC</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">TVA</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Solde</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map(({ entry, balanceCents }) => {
            const cents = signedCents(entry);
            return (
              <Table.Row key={entry.entry_id}>
                <Table.Cell whiteSpace="nowrap">{day(entry.date)}</Table.Cell>
                <Table.Cell>
                  {entry.label}
                  {entry.supplier && (
                    <Text fontSize="xs" color="fg.muted">
                      {entry.supplier}
                    </Text>
                  )}
                  {entry.automatic && (
                    <Badge ms="1" size="sm">
                      Automatique
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell>{LEDGER_CATEGORY_LABELS[entry.category]}</Table.Cell>
                <Table.Cell
                  textAlign="end"
                  whiteSpace="nowrap"
                  color={cents < 0 ? 'red.fg' : 'green.fg'}
                >
                  {formatCents(cents)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {String(entry.vat_rate).replace('.', ',')} %
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="medium">
                  {formatCents(balanceCents)}
                </Table.Cell>
                <Table.Cell>
                  {!entry.automatic && (
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      onClick={() => onDelete(entry)}
                    >
                      Supprimer
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
