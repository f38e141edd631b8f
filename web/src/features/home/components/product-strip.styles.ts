import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('product-strip', {
  section: { display: 'flex', flexDirection: 'column', gap: '4' },
  header: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: '4',
    flexWrap: 'wrap',
  },
  more: { fontWeight: 'medium' },
  scroller: {
    overflowX: 'auto',
    pb: '2',
    mx: { base: '-4', md: '0' },
    px: { base: '4', md: '0' },
  },
  list: {
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'stretch',
    gap: '4',
    minH: '80',
  },
  placeholder: { h: 'full', minH: '80', rounded: 'l3' },
  item: { display: 'flex' },
  empty: { color: 'fg.muted', alignSelf: 'center' },
});
