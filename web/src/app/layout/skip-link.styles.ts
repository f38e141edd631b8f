// "Aller au contenu" link, shown on keyboard focus (skip-link.tsx).
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('skip-link', {
  root: {
    position: 'absolute',
    left: '2',
    top: '-20',
    zIndex: 'skipNav',
    bg: 'bg.panel',
    px: '4',
    py: '2',
    rounded: 'md',
    boxShadow: 'md',
    _focus: { top: '2' },
  },
});
