// The building blocks of the Hyperviseur's lists, in one module (one chunk for the admin
// screens): a scrolling, striped table named for assistive technologies with its column headers
// (or a line saying there is nothing), the actions at the end of a row, a titled record list
// with « Tout afficher », and the search box and select filters above a list. A filter bar
// hands back only the field that changed (`onChange(change)`); the screen merges it.
import { Box, Button, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { Input } from './input';
import { SelectField } from './select-field';
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

export function FiltersBar({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Flex
      gap="3"
      wrap="wrap"
      align="flex-end"
      mb="4"
      role={label ? 'search' : undefined}
      aria-label={label}
    >
      {children}
    </Flex>
  );
}

/** A search box named for screen readers, its hint as placeholder. */
export function SearchBox(props: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Input
      maxWidth="xs"
      size="sm"
      type="search"
      placeholder={props.placeholder}
      aria-label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

/** The fields of F that hold a string (a select's value). */
type TextField<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

export type SelectFilter<F> = {
  field: TextField<F>;
  label: string;
  /** The option that does not filter (« Tous », « Toutes »). */
  empty: string;
  options: readonly (readonly [string, string])[];
};

/** One select per filter, each setting its field ('' : no filter). */
export function SelectFilters<F>({
  filters,
  selects,
  onChange,
}: {
  filters: F;
  selects: readonly SelectFilter<F>[];
  onChange: (change: Partial<F>) => void;
}) {
  return selects.map(({ field, label, empty, options }) => (
    <SelectField
      key={field}
      label={label}
      empty={empty}
      options={options}
      value={filters[field] as string}
      // The value is one of `options` (or ''), which the filters' type lists.
      onChange={(event) => onChange({ [field]: event.target.value } as Partial<F>)}
    />
  ));
}

type ListSectionProps<T> = {
  title: string;
  intro: ReactNode;
  empty: string;
  columns: readonly ListColumn[];
  /** In the order shown. */
  items: readonly T[];
  row: (item: T) => ReactNode;
  shown?: number;
};

export function ListSection<T>({
  title,
  intro,
  empty,
  columns,
  items,
  row,
  shown = 50,
}: ListSectionProps<T>) {
  const [all, setAll] = useState(false);
  const rows = all ? items : items.slice(0, shown);
  return (
    <Box as="section" aria-label={title} mt="8">
      <Heading as="h2" size="md">
        {title} ({items.length})
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {intro}
      </Text>
      <Stack gap="2">
        <ListTable label={title} columns={columns} rows={rows.length} empty={empty} striped={false}>
          {rows.map(row)}
        </ListTable>
        {items.length > rows.length && (
          <Button size="sm" variant="ghost" alignSelf="flex-start" onClick={() => setAll(true)}>
            Tout afficher ({items.length})
          </Button>
        )}
      </Stack>
    </Box>
  );
}
