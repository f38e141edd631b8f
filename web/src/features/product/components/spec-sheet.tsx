// Scooter datasheet (power, battery, range, speed, weight, tyres, brakes, suspension).
import { Heading, Stack, Table } from '@chakra-ui/react';
import type { SpecSheetRow } from '@fohzshop/shared/catalog/spec-sheet';
import { TableRoot } from '@/ui/table-root';
import { offscreen } from '@/ui/offscreen';

export function SpecSheet({ rows }: { rows: readonly SpecSheetRow[] }) {
  if (rows.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="specs-title" gap="3" css={offscreen('500px')}>
      <Heading id="specs-title" as="h2" size="lg">
        Caractéristiques techniques
      </Heading>
      <TableRoot size="sm" variant="outline" striped>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key}>
              <Table.ColumnHeader scope="row" fontWeight="medium" w="50%">
                {row.label}
              </Table.ColumnHeader>
              <Table.Cell>{row.value}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </TableRoot>
    </Stack>
  );
}
