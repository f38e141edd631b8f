// The building blocks of the Hyperviseur's lists: a scrolling, striped table named for assistive
// technologies with its column headers (or a line saying there is nothing), and the actions at
// the end of a row (destructive ones in red, ghost).
import { Button, Flex, Table, Text } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { TableRoot } from './table-root';

/** A column header: its text, or its text and the header cell's props; 'actions': unnamed on screen. */
export type ListColumn =
  string | (ComponentProps<typeof Table.ColumnHeader> & { label: ReactNode }) | 'actions';

/** The table, or `empty` when there is no row; `children` are the rows. */
export function ListTable({
  label,
  columns,
  rows,
  empty,
  striped = true,
  children,
}: {
  label: string;
  columns: readonly ListColumn[];
  rows: number;
  empty: string;
  /** Alternate row colours (default); a short trace list goes without. */
  striped?: boolean;
  children: ReactNode;
}) {
  if (rows === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <TableRoot size="sm" striped={striped} aria-label={label}>
        <Table.Header>
          <Table.Row>
            {columns.map((column, i) =>
              column === 'actions' ? (
                <ActionsHeader key={i} />
              ) : typeof column === 'string' ? (
                <Table.ColumnHeader key={i}>{column}</Table.ColumnHeader>
              ) : (
                <ColumnHeader key={i} {...column} />
              ),
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </TableRoot>
    </Table.ScrollArea>
  );
}

function ColumnHeader({ label, ...props }: Exclude<ListColumn, string>) {
  return <Table.ColumnHeader {...props}>{label}</Table.ColumnHeader>;
}

/** The header of the row actions' column: named for screen readers only. */
function ActionsHeader() {
  return (
    <Table.ColumnHeader>
      <Text srOnly>Actions</Text>
    </Table.ColumnHeader>
  );
}

export type RowAction = {
  label: string;
  onClick: () => void;
  /** This row's write is in flight. */
  loading?: boolean;
  /** Deletes or refuses: red, ghost. */
  danger?: boolean;
};

/** A row's buttons, right-aligned; `false` entries are actions this row does not offer. */
export function RowActions({ actions }: { actions: readonly (RowAction | false)[] }) {
  return (
    <Flex gap="1" justify="flex-end" wrap="wrap">
      {actions
        .filter((action): action is RowAction => action !== false)
        .map(({ label, onClick, loading, danger }) => (
          <Button
            key={label}
            size="xs"
            variant={danger ? 'ghost' : 'outline'}
            colorPalette={danger ? 'red' : undefined}
            loading={loading}
            onClick={onClick}
          >
            {label}
          </Button>
        ))}
    </Flex>
  );
}
