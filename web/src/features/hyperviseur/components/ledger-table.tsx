// The entries of the period in date order with the running balance, between the balance carried
// from before the period and the balance at its end. Manual entries can be edited or cancelled
// (« Supprimer » writes a reversal: nothing leaves the books); automatic ones, written by
// payments and refunds, and reversals cannot.
import { Table, Text } from '@chakra-ui/react';
import { formatCents } from '@fohzshop/shared/money';
import type { LedgerEntry } from '@fohzshop/shared/schemas/ledger';
import { TableRoot } from '@/ui/table-root';
import { LedgerRow, frenchDay } from './ledger-row';

type Props = {
  rows: { entry: LedgerEntry; balanceCents: number }[];
  /** First day of the period ('' without one) and the balance before it. */
  from: string;
  openingCents: number;
  closingCents: number;
  onEdit: (entry: LedgerEntry) => void;
  onReverse: (entry: LedgerEntry) => void;
};

function BalanceRow({ label, cents }: { label: string; cents: number }) {
  return (
    <Table.Row fontStyle="italic">
      <Table.Cell />
      <Table.Cell colSpan={4}>{label}</Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="medium">
        {formatCents(cents)}
      </Table.Cell>
      <Table.Cell />
    </Table.Row>
  );
}

export function LedgerTable({ rows, from, openingCents, closingCents, onEdit, onReverse }: Props) {
  if (rows.length === 0 && openingCents === 0)
    return <Text color="fg.muted">Aucune écriture sur la période.</Text>;
  return (
    // Scrolls on its own past 70vh: focusable, so the keyboard can scroll it (WCAG 2.1.1).
    <Table.ScrollArea
      borderWidth="1px"
      rounded="md"
      maxHeight="70vh"
      tabIndex={0}
      role="region"
      aria-label="Écritures du grand livre, zone défilante"
    >
      <TableRoot size="sm" striped stickyHeader aria-label="Écritures du grand livre">
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
        {from && (
          <Table.Body aria-label="Solde antérieur">
            <BalanceRow label={`Solde antérieur au ${frenchDay(from)}`} cents={openingCents} />
          </Table.Body>
        )}
        <Table.Body>
          {rows.map(({ entry, balanceCents }) => (
            <LedgerRow
              key={entry.entry_id}
              entry={entry}
              balanceCents={balanceCents}
              onEdit={onEdit}
              onReverse={onReverse}
            />
          ))}
        </Table.Body>
        <Table.Footer>
          <BalanceRow label="Solde de fin de période" cents={closingCents} />
        </Table.Footer>
      </TableRoot>
    </Table.ScrollArea>
  );
}
