// The narrow screens' menu button (mobile-nav.tsx).
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('mobile-nav', {
  button: { hideFrom: 'lg', px: '0', py: '0', _icon: { fontSize: '1.2em' } },
});
