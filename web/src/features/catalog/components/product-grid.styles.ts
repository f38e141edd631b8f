// The listing's grid of product cards and its skeleton (product-grid.tsx).
import { defineStyles } from '@/ui/theme/static-styles';
import { offscreen } from '@/ui/offscreen';

const columns = (n: number) => `repeat(${n}, minmax(0, 1fr))`;

export default defineStyles('product-grid', {
  grid: {
    display: 'grid',
    gridTemplateColumns: { base: columns(1), sm: columns(2), lg: columns(3), xl: columns(4) },
    gap: '4',
  },
  list: { listStyleType: 'none' },
  offscreen: offscreen('460px'),
  skeletonCard: {
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    borderWidth: '1px',
    rounded: 'l3',
    overflow: 'hidden',
    pb: '4',
  },
  skeletonImage: { aspectRatio: '4 / 3', w: 'full' },
  skeletonBrand: { h: '3', w: '30%', mx: '4' },
  skeletonName: { h: '4', w: '70%', mx: '4' },
  skeletonPrice: { h: '5', w: '40%', mx: '4' },
});
