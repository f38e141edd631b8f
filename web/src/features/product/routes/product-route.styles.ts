import { defineStyles } from '@/ui/theme/static-styles';

const columns = {
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
  gap: { base: '6', md: '10' },
} as const;

export default defineStyles('product-route', {
  page: { display: 'flex', flexDirection: 'column', gap: { base: '8', md: '12' } },
  columns: { ...columns, alignItems: 'start' },
  aside: { display: 'flex', flexDirection: 'column', gap: '6' },
  compatibleLinks: {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    gap: '4',
    flexWrap: 'wrap',
  },
  skeleton: columns,
  skeletonImage: { aspectRatio: '4 / 3', w: 'full', rounded: 'l3' },
  skeletonText: { display: 'flex', flexDirection: 'column', gap: '4' },
  skeletonKicker: { h: '4', w: '30%' },
  skeletonName: { h: '10', w: '80%' },
  skeletonPrice: { h: '8', w: '40%' },
  skeletonActions: { h: '40', w: 'full' },
});
