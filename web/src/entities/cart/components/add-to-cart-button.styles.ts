// « Ajouter au panier » (add-to-cart-button.tsx).
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('add-to-cart-button', {
  root: { display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start' },
  row: { display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' },
  cartLink: { fontSize: 'sm', color: 'orange.fg', fontWeight: 'semibold' },
});
