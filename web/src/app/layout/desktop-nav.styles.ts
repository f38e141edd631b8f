// Desktop main menu (desktop-nav.tsx).
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('desktop-nav', {
  nav: { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '1', hideBelow: 'lg' },
  link: {
    fontWeight: 'medium',
    '&[aria-current=page]': { fontWeight: 'bold', color: 'orange.fg' },
  },
  submenu: { fontWeight: 'medium' },
  submenuActive: { fontWeight: 'bold' },
  items: { listStyleType: 'none' },
});
