import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('product-gallery', {
  gallery: { display: 'flex', flexDirection: 'column', gap: '3' },
  frame: { borderWidth: '1px', rounded: 'l3', overflow: 'hidden', bg: 'bg.muted' },
  image: { w: 'full', h: 'auto', aspectRatio: '4 / 3', objectFit: 'contain' },
  thumbnails: {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    gap: '2',
    flexWrap: 'wrap',
  },
  thumbnail: { p: '0', h: 'auto', w: '20', overflow: 'hidden' },
  selected: { borderColor: 'colorPalette.solid' },
  thumbnailImage: { w: 'full', h: 'auto', objectFit: 'contain' },
});
