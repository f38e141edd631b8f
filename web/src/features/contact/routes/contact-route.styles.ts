// /nous-contacter (contact-route.tsx), as its Chakra layout drew it.
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('contact-route', {
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
