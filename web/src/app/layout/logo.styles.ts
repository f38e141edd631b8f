// The shop's wordmark (logo.tsx).
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('logo', {
  wordmark: {
    display: 'inline-flex',
    alignItems: 'baseline',
    fontWeight: '800',
    fontSize: 'xl',
    letterSpacing: '-0.02em',
  },
  accent: { color: 'orange.fg' },
});
