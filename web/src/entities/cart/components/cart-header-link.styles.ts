// The header's cart link (cart-header-link.tsx): a ghost icon button.
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('cart-header-link', {
  link: { px: '0', py: '0', _icon: { fontSize: '1.2em' }, position: 'relative' },
  srOnly: { srOnly: true },
});
