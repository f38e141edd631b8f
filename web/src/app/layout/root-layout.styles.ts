// The page frame (root-layout.tsx).
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('root-layout', {
  page: { display: 'flex', flexDirection: 'column', minHeight: '100dvh' },
  main: { maxW: '7xl', flex: '1', py: { base: '6', md: '8' }, outline: 'none' },
  footerPlaceholder: {
    borderTopWidth: '1px',
    bg: 'bg.subtle',
    mt: '16',
    minH: { base: '4xl', md: 'md' },
  },
});
