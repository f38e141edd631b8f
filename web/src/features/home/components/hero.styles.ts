import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('hero', {
  section: { display: 'flex', flexDirection: 'column', gap: { base: '6', md: '8' } },
  banner: {
    rounded: 'l3',
    px: { base: '5', md: '12' },
    py: { base: '8', md: '14' },
    bgGradient: 'to-br',
    gradientFrom: 'orange.subtle',
    gradientTo: 'bg.subtle',
    borderWidth: '1px',
  },
  intro: { display: 'flex', flexDirection: 'column', gap: '4', maxW: '3xl' },
  kicker: {
    fontWeight: 'semibold',
    color: 'orange.fg',
    textTransform: 'uppercase',
    letterSpacing: 'wider',
    fontSize: 'sm',
  },
  // heading({ size: '3xl' }) below md, the '5xl' text style from md (its line height set here).
  title: { lineHeight: 'shorter', md: { fontSize: '5xl', letterSpacing: '-0.025em' } },
  lead: { fontSize: { base: 'md', md: 'lg' }, color: 'fg.muted' },
  actions: {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    gap: '3',
    flexWrap: 'wrap',
    pt: '2',
  },
  promises: {
    listStyleType: 'none',
    display: 'grid',
    gridTemplateColumns: {
      base: 'repeat(1, minmax(0, 1fr))',
      sm: 'repeat(2, minmax(0, 1fr))',
      lg: 'repeat(4, minmax(0, 1fr))',
    },
    gap: '4',
  },
  promise: {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'flex-start',
    gap: '3',
    borderWidth: '1px',
    rounded: 'l2',
    p: '4',
  },
  promiseIcon: { color: 'orange.fg', pt: '0.5' },
  promiseText: { display: 'flex', flexDirection: 'column', gap: '0.5' },
  promiseTitle: { fontWeight: 'semibold' },
  promiseBody: { fontSize: 'sm', color: 'fg.muted' },
});
