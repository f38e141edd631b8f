// Loading states (spinners.tsx).
import { defineStyles } from './theme/static-styles';

export default defineStyles('spinners', {
  fullScreen: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'fixed',
    inset: '0',
    bg: 'bg',
    zIndex: 'overlay',
  },
  page: { display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '50vh' },
  spinner: { color: 'colorPalette.solid' },
  thick: { borderWidth: '3px' },
  hidden: { srOnly: true },
});
