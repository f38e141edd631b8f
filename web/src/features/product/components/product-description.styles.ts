import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('product-description', {
  section: { display: 'flex', flexDirection: 'column', gap: '3' },
  paragraph: { whiteSpace: 'pre-line', maxW: '3xl' },
});
