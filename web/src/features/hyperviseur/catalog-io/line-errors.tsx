// The refused lines of an import, one row per error: spreadsheet line, product, column and the
// French reason, so the admin can fix the file cell by cell. Long lists are cut (the counts say
// how many lines are refused in all).
import { Table, Text } from '@chakra-ui/react';
import type { ImportLineResult } from '@fohzshop/shared/catalog/product-csv/import-result';
import { TableRoot } from '@/ui/table-root';

export const SHOWN_ERRORS = 200;

type Props = { lines: readonly ImportLineResult[] };

export function LineErrors({ lines }: Props) {
  const rows = lines
    .filter((line) => line.outcome === 'refused')
    .flatMap((line) => line.errors.map((error, i) => ({ key: `${line.line}-${i}`, line, error })));
  if (rows.length === 0) return null;
  const hidden = rows.length - SHOWN_ERRORS;
  return (
    <>
      <Table.ScrollArea
        borderWidth="1px"
        rounded="md"
        maxH="50vh"
        tabIndex={0}
        aria-label="Erreurs"
      >
        <TableRoot size="sm" aria-label="Erreurs par ligne et par colonne">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Ligne</Table.ColumnHeader>
              <Table.ColumnHeader>Produit</Table.ColumnHeader>
              <Table.ColumnHeader>Colonne</Table.ColumnHeader>
              <Table.ColumnHeader>Erreur</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.slice(0, SHOWN_ERRORS).map(({ key, line, error }) => (
              <Table.Row key={key}>
                <Table.Cell>{line.line}</Table.Cell>
                <Table.Cell>{line.product_id ?? '—'}</Table.Cell>
                <Table.Cell>{error.column ?? 'toute la ligne'}</Table.Cell>
                <Table.Cell>{error.message}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </TableRoot>
      </Table.ScrollArea>
      {hidden > 0 && (
        <Text fontSize="sm" color="fg.muted" mt="2">
          … et {hidden} autre{hidden > 1 ? 's' : ''} erreur{hidden > 1 ? 's' : ''} non affichée
          {hidden > 1 ? 's' : ''} : corrigez les premières, puis choisissez à nouveau le fichier.
        </Text>
      )}
    </>
  );
}
