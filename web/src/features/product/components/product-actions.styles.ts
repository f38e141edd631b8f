import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('product-actions', {
  actions: { display: 'flex', flexDirection: 'column', gap: '3' },
  scooter: {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    gap: '2',
    flexWrap: 'wrap',
  },
});
