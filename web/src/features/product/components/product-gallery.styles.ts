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
  // A block, not the button's inline-flex: the image's box then follows the button's width and
  // the 4 / 3 frame, never the image's own size, which a lazy thumbnail only has once loaded
  // (it grew from 62 × 41 to 70 × 51 and moved the summary below it on a phone: bench:photos).
  thumbnail: { p: '0', h: 'auto', w: '20', overflow: 'hidden', display: 'block' },
  selected: { borderColor: 'colorPalette.solid' },
  thumbnailImage: { w: 'full', h: 'auto', aspectRatio: '4 / 3', objectFit: 'contain' },
});
