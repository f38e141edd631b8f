// The table recipe's `line` variant at size `sm` (Chakra's tableSlotRecipe) as style objects, for
// the sheets of tables styled at build time (the comparator, the order page): the theme binds that
// recipe in ui/table-root.tsx rather than compiling it. Read by the sheets at build time only.
const cellBase = { textAlign: 'start', borderBottomWidth: '1px', px: '2', py: '2' } as const;

export const tableLine = {
  table: {
    fontVariantNumeric: 'lining-nums tabular-nums',
    borderCollapse: 'collapse',
    width: 'full',
    textAlign: 'start',
    verticalAlign: 'top',
    textStyle: 'sm',
  },
  columnHeader: { ...cellBase, fontWeight: 'medium', color: 'fg' },
  cell: { ...cellBase, alignItems: 'center' },
} as const;
