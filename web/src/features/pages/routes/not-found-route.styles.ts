// The 404 page (not-found-route.tsx).
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('not-found-route', {
  page: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '5',
    py: { base: '10', md: '20' },
    maxW: '2xl',
    mx: 'auto',
    textAlign: 'center',
  },
  code: { fontSize: '6xl', fontWeight: '800', color: 'orange.fg', lineHeight: '1' },
  text: { color: 'fg.muted' },
  actions: { display: 'flex', flexDirection: { base: 'column', sm: 'row' }, gap: '3' },
});
