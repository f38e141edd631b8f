// Table.Root with its recipe bound here, so the recipe leaves the entry (docs/performance.md).
import { Table } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

export function TableRoot(props: ComponentProps<typeof Table.Root>) {
  return <Table.Root recipe={tableSlotRecipe} {...props} />;
}
