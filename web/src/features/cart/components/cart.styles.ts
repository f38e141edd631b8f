// /mon-panier (cart-route.tsx and its components), as its Chakra layout drew it: styled at build
// time, so the cart hydrates without Chakra's runtime (docs/performance.md).
import { defineStyles } from '@/ui/theme/static-styles';

const column = { display: 'flex', flexDirection: 'column' } as const;
const small = { fontSize: 'sm' } as const;

export default defineStyles('cart', {
  page: { ...column, gap: '6' },
  title: { textStyle: { md: '3xl' } },
  skeleton: { h: '64', rounded: 'l3' },
  grid: {
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '2fr 1fr' },
    gap: '8',
    alignItems: 'start',
  },
  aside: { position: { lg: 'sticky' }, top: { lg: '24' } },
  count: { color: 'fg.muted', mb: '2' },
  lines: { listStyleType: 'none', borderTopWidth: '1px' },
  // One line (cart-line.tsx).
  line: {
    display: 'flex',
    flexDirection: { base: 'column', sm: 'row' },
    gap: '4',
    py: '4',
    borderBottomWidth: '1px',
  },
  picture: {
    flexShrink: '0',
    w: { base: '32', sm: '28' },
    bg: 'bg.muted',
    rounded: 'l2',
    overflow: 'hidden',
    '& img': { w: 'full', h: 'auto', aspectRatio: '4 / 3', objectFit: 'contain' },
  },
  details: { ...column, gap: '1', flex: '1', minW: '0' },
  brand: { fontSize: 'xs', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide' },
  name: { fontWeight: 'semibold' },
  muted: { ...small, color: 'fg.muted' },
  problem: { ...small, color: 'red.fg', fontWeight: 'semibold' },
  notice: { ...small, color: 'orange.fg' },
  actions: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '3', mt: '2' },
  lineTotal: { fontWeight: 'bold', fontSize: 'lg', textAlign: { sm: 'end' } },
  // The summary (cart-summary.tsx).
  summary: { gap: '3' },
  summaryTitle: { fontWeight: 'bold', fontSize: 'lg' },
  row: { display: 'flex', justifyContent: 'space-between', gap: '4' },
  strong: { fontWeight: 'bold' },
  fine: { fontSize: 'xs', color: 'fg.muted' },
  checkout: { ...column, gap: '2' },
  problemNote: { ...small, color: 'red.fg' },
  // The empty cart (cart-empty.tsx).
  empty: {
    ...column,
    alignItems: 'flex-start',
    gap: '4',
    borderWidth: '1px',
    borderStyle: 'dashed',
    rounded: 'l3',
    p: '6',
  },
  lead: { color: 'fg.muted' },
  emptyLinks: { display: 'flex', flexDirection: { base: 'column', sm: 'row' }, gap: '3' },
});
