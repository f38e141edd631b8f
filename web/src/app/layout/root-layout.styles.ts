// The page frame (root-layout.tsx).
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('root-layout', {
  page: { display: 'flex', flexDirection: 'column', minHeight: '100dvh' },
  // At least a screen high: the footer starts below the fold whatever a client screen shows
  // first (skeleton, then its content, or the sign-in it sends a visitor to), so nothing visible moves.
  main: { maxW: '7xl', flex: '1', minH: '100vh', py: { base: '6', md: '8' }, outline: 'none' },
  footerPlaceholder: {
    borderTopWidth: '1px',
    bg: 'bg.subtle',
    mt: '16',
    minH: { base: '4xl', md: 'md' },
  },
});
