// A titled list of records kept for the record (deleted orders, payment incidents): its count in
// the title, a line saying what it is, the first `shown` rows and « Tout afficher » for the rest.
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { ListTable, type ListColumn } from './list-table';

type Props<T> = {
  title: string;
  intro: ReactNode;
  empty: string;
  columns: readonly ListColumn[];
  /** In the order shown. */
  items: readonly T[];
  row: (item: T) => ReactNode;
  shown?: number;
};

export function ListSection<T>({ title, intro, empty, columns, items, row, shown = 50 }: Props<T>) {
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
