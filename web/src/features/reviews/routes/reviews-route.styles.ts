// /avis-clients (reviews-route.tsx), as its Chakra layout drew it; the sort is a native <select>
// drawn like Chakra's NativeSelect (size sm, variant outline).
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
  select: { height: 'fit-content', display: 'flex', position: 'relative', width: 'auto' },
  field: {
    width: '100%',
    minWidth: '0',
    outline: '0',
    appearance: 'none',
    borderRadius: 'l2',
    height: '9',
    focusVisibleRing: 'inside',
    lineHeight: 'normal',
    bg: 'transparent',
    borderWidth: '1px',
    borderColor: 'border',
    textStyle: 'sm',
    ps: '2.5',
    pe: '8',
    '& > option, & > optgroup': { bg: 'bg' },
  },
  indicator: {
    position: 'absolute',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    pointerEvents: 'none',
    top: '50%',
    transform: 'translateY(-50%)',
    height: '100%',
    color: 'fg.muted',
    textStyle: 'sm',
    insetEnd: '2',
    _icon: { width: '1em', height: '1em' },
  },
  statement: { fontSize: 'sm', color: 'fg.muted' },
  cardSkeleton: { height: '32', rounded: 'lg' },
  muted: { color: 'fg.muted' },
  more: { alignSelf: 'center' },
});
