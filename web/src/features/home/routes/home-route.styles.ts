import { offscreen } from '@/ui/offscreen';
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('home-route', {
  page: { display: 'flex', flexDirection: 'column', gap: { base: '10', md: '14' } },
  newArrivals: { ...offscreen('520px') },
  partsTeaser: { ...offscreen('420px') },
});
