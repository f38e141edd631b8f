// Rating stars (stars.tsx).
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('stars', {
  row: { display: 'flex', alignItems: 'center', gap: '0.5' },
  on: { color: 'orange.solid' },
  off: { color: 'border.emphasized' },
});
