// One product in a listing (product-card.tsx).
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('product-card', {
  root: { overflow: 'hidden', h: 'full' },
  image: { w: 'full', h: 'auto', aspectRatio: '4 / 3', objectFit: 'contain', bg: 'bg.muted' },
  body: { gap: '2', p: '4' },
  brand: { fontSize: 'xs', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide' },
  name: { lineHeight: 'short' },
  labels: { display: 'flex', alignItems: 'center', gap: '1', flexWrap: 'wrap' },
  prices: {
    display: 'flex',
    alignItems: 'baseline',
    gap: '2',
    flexWrap: 'wrap',
    mt: 'auto',
  },
  price: { fontWeight: 'bold', fontSize: 'lg' },
  oldPrice: { color: 'fg.muted', fontSize: 'sm' },
  srOnly: { srOnly: true },
  stock: { alignSelf: 'start' },
  footer: { p: '4', pt: '0' },
  actions: { display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start' },
});
