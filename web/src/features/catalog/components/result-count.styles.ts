// The listing's result count (result-count.tsx).
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('result-count', {
  heading: { fontWeight: 'medium' },
});
