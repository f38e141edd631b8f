// One entry of the grand livre table: date, label (supplier, badges), category, signed amount,
// VAT rate, balance after it, and « Modifier » / « Supprimer » for a manual entry still open.
import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import { signedCents } from '@fohzshop/shared/ledger/entries';
import { formatCents } from '@fohzshop/shared/money';
import { LEDGER_CATEGORY_LABELS, type LedgerEntry } from '@fohzshop/shared/schemas/ledger';

type Props = {
  entry: LedgerEntry;
  balanceCents: number;
  onEdit: (entry: LedgerEntry) => void;
  onReverse: (entry: LedgerEntry) => void;
};

/** '2026-03-15' → '15/03/2026'. */
export const frenchDay = (day: string) =>
  `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

function Badges({ entry }: { entry: LedgerEntry }) {
  const badges = [
    entry.automatic && 'Automatique',
    entry.reverses && 'Contre-passation',
    entry.reversed_by && 'Contre-passée',
    entry.paid_on && `Réglée le ${frenchDay(entry.paid_on)}`,
  ].filter(Boolean);
  return badges.map((badge) => (
    <Badge key={String(badge)} ms="1" size="sm">
      {badge}
    </Badge>
  ));
}

export function LedgerRow({ entry, balanceCents, onEdit, onReverse }: Props) {
  const cents = signedCents(entry);
  const open = !entry.automatic && !entry.reverses && !entry.reversed_by;
  return (
    <Table.Row>
      <Table.Cell whiteSpace="nowrap">{frenchDay(entry.date)}</Table.Cell>
      <Table.Cell>
        {entry.label}
        {entry.piece_ref && ` · ${entry.piece_ref}`}
        {entry.supplier && (
          <Text fontSize="xs" color="fg.muted">
            {entry.supplier}
          </Text>
        )}
        <Badges entry={entry} />
      </Table.Cell>
      <Table.Cell>{LEDGER_CATEGORY_LABELS[entry.category]}</Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap" color={cents < 0 ? 'red.fg' : 'green.fg'}>
        {formatCents(cents)}
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {String(entry.vat_rate).replace('.', ',')} %
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="medium">
        {formatCents(balanceCents)}
      </Table.Cell>
      <Table.Cell>
        {open && (
          <HStack gap="1">
            <Button size="xs" variant="ghost" onClick={() => onEdit(entry)}>
              Modifier
            </Button>
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onReverse(entry)}>
              Supprimer
            </Button>
          </HStack>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
