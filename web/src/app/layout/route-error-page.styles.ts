// Unexpected error page (route-error-page.tsx).
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('route-error-page', {
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '100dvh',
    px: '6',
  },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    textAlign: 'center',
    maxW: 'lg',
    alignItems: 'center',
  },
  message: { color: 'fg.muted' },
  actions: { display: 'flex', flexDirection: 'row', gap: '3' },
});
