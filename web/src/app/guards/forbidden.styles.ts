// "Accès refusé" page (forbidden.tsx).
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('forbidden', {
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    py: '16',
    alignItems: 'center',
    textAlign: 'center',
  },
  message: { color: 'fg.muted' },
});
