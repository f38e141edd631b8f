// /comparer (compare-route.tsx, compare-table.tsx), as its Chakra layout drew it: styled at build
// time, so the comparator hydrates without Chakra's runtime (docs/performance.md).
import { defineStyles } from '@/ui/theme/static-styles';
import { tableLine } from '@/ui/theme/table-line-styles';

const column = { display: 'flex', flexDirection: 'column' } as const;

export default defineStyles('compare', {
  page: { ...column, gap: '6' },
  title: { textStyle: { md: '3xl' }, mb: '2' },
  lead: { color: 'fg.muted' },
  missing: { color: 'orange.fg' },
  skeleton: { h: '96', rounded: 'l3' },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '4',
  },
  toggle: { display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm' },
  checkbox: { boxSize: '4', accentColor: 'colorPalette.solid' },
  // The empty state: fewer than two scooters.
  empty: {
    ...column,
    alignItems: 'start',
    gap: '3',
    borderWidth: '1px',
    borderStyle: 'dashed',
    rounded: 'l3',
    p: '6',
  },
  // The table (compare-table.tsx). Its min-width follows the number of columns (inline style).
  scroll: { overflowX: 'auto', borderWidth: '1px', rounded: 'l3' },
  table: { ...tableLine.table, tableLayout: 'fixed' },
  caption: {
    fontWeight: 'medium',
    textStyle: 'xs',
    captionSide: 'top',
    textAlign: 'start',
    px: '3',
    pt: '3',
    color: 'fg.muted',
  },
  row: { bg: 'bg' },
  differs: { bg: 'orange.subtle' },
  columnHeader: tableLine.columnHeader,
  // The characteristic column stays in place while the scooters scroll under it.
  sticky: {
    position: 'sticky',
    left: '0',
    zIndex: '1',
    minW: '36',
    maxW: '44',
    boxShadow: 'inset -1px 0 0 var(--chakra-colors-border)',
    bg: 'bg',
  },
  stickyDiffers: { bg: 'orange.subtle' },
  scooter: { verticalAlign: 'top', minW: '44' },
  scooterStack: { ...column, gap: '2' },
  picture: { '& img': { w: 'full', h: 'auto', objectFit: 'contain' } },
  name: { fontWeight: 'semibold', textStyle: 'sm' },
  cell: tableLine.cell,
  // fg.success (green.600) is 3.0:1 on the orange of a differing row, where best values always
  // are: green.700 gives 5.9:1 there (6.8:1 on the page's white), green.300 11.8:1 in dark mode.
  best: { fontWeight: 'bold', color: { base: 'green.700', _dark: 'green.300' } },
  hidden: { srOnly: true },
});
