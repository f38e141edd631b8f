// The layout of a page built around one form, with its facts beside it (/nous-contacter,
// « Renoncer au contrat »): a heading and lead, then the form's panel and an aside, stacked on
// phones, two columns from lg. Styled at build time, as their Chakra layout drew them.
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('form-page', {
  page: { display: 'flex', flexDirection: 'column', gap: '8' },
  head: { display: 'flex', flexDirection: 'column', gap: '2', maxW: '3xl' },
  lead: { color: 'fg.muted', fontSize: 'lg' },
  grid: {
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' },
    gap: '10',
    alignItems: 'start',
  },
  panel: { borderWidth: '1px', rounded: 'xl', p: { base: '5', md: '8' }, bg: 'bg.panel' },
  aside: { display: 'flex', flexDirection: 'column', gap: '6' },
  block: { display: 'flex', flexDirection: 'column', gap: '2' },
  muted: { color: 'fg.muted' },
  small: { color: 'fg.muted', fontSize: 'sm' },
  address: { color: 'fg.muted', whiteSpace: 'pre-line' },
  accent: { color: 'orange.fg' },
});
