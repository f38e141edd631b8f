import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('home-product-tile', {
  // The tile's width, also given to the strip's loading placeholders (product-strip.tsx).
  width: { w: { base: '60', md: '64' }, flexShrink: '0' },
  // A link box (ui/link-box.styles.ts): the whole tile is its link's target.
  tile: {
    borderWidth: '1px',
    rounded: 'l3',
    overflow: 'hidden',
    h: 'full',
    _hover: { borderColor: 'orange.solid' },
  },
  image: {
    w: 'full',
    h: 'auto',
    aspectRatio: '4 / 3',
    objectFit: 'contain',
    bg: 'bg.muted',
  },
  body: { display: 'flex', flexDirection: 'column', gap: '1.5', p: '3' },
  brand: { fontSize: 'xs', color: 'fg.muted', textTransform: 'uppercase' },
  name: { fontWeight: 'semibold', lineClamp: 2, minH: '2lh' },
  prices: { display: 'flex', flexDirection: 'row', alignItems: 'baseline', gap: '2' },
  price: { fontWeight: 'bold' },
  oldPrice: { fontSize: 'sm', color: 'fg.muted' },
});
