// Site header (header.tsx).
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('header', {
  root: {
    position: 'sticky',
    top: '0',
    zIndex: 'sticky',
    bg: 'bg/95',
    backdropFilter: 'saturate(180%) blur(8px)',
    borderBottomWidth: '1px',
  },
  bar: { maxW: '7xl', display: 'flex', alignItems: 'center', gap: '2', height: '16' },
  gap: { width: '4', hideBelow: 'lg' },
  spacer: { flex: 1, justifySelf: 'stretch', alignSelf: 'stretch' },
  actions: { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '1' },
});
