// The count on the header's cart link (cart-count.tsx).
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('cart-count', {
  hidden: { srOnly: true },
  count: {
    position: 'absolute',
    top: '0.5',
    insetEnd: '0.5',
    minW: '4.5',
    h: '4.5',
    px: '1',
    rounded: 'full',
    bg: 'orange.solid',
    color: 'orange.contrast',
    fontSize: '2xs',
    fontWeight: 'bold',
    lineHeight: '4.5',
    textAlign: 'center',
  },
});
