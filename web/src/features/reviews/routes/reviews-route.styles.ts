// /avis-clients (reviews-route.tsx), as its Chakra layout drew it; the sort's select is
// ui/static-select.tsx.
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('reviews-route', {
  page: { display: 'flex', flexDirection: 'column', gap: '8' },
  head: { display: 'flex', flexDirection: 'column', gap: '2', maxW: '3xl' },
  lead: { color: 'fg.muted', fontSize: 'lg' },
  // The two boxes of ReviewsSummary (the shop's average and the imported Google rating), stacked
  // on phones, side by side from md: the summary takes this height when it comes.
  summarySkeleton: { height: { base: '72', md: '44' }, maxW: '3xl', rounded: 'xl' },
  list: { display: 'flex', flexDirection: 'column', gap: '4', maxW: '3xl' },
  sortRow: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '3' },
  sortLabel: { fontSize: 'sm', fontWeight: 'medium' },
  statement: { fontSize: 'sm', color: 'fg.muted' },
  cardSkeleton: { height: '32', rounded: 'lg' },
  muted: { color: 'fg.muted' },
  more: { alignSelf: 'center' },
});
