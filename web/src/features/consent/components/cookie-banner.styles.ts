// Cookie banner (cookie-banner.tsx).
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('cookie-banner', {
  root: {
    position: 'fixed',
    insetX: '0',
    bottom: '0',
    zIndex: 'banner',
    bg: 'bg.panel',
    borderTopWidth: '1px',
    boxShadow: 'lg',
    py: '4',
  },
  container: { maxW: '7xl' },
  layout: {
    display: 'flex',
    flexDirection: { base: 'column', md: 'row' },
    gap: '4',
    alignItems: { md: 'center' },
  },
  text: { display: 'flex', flexDirection: 'column', gap: '1', flex: '1' },
  description: { fontSize: 'sm', color: 'fg.muted' },
  privacyLink: { textDecoration: 'underline' },
  actions: { display: 'flex', gap: '3', flexShrink: '0', flexWrap: 'wrap' },
  choice: { minW: '36' },
});
