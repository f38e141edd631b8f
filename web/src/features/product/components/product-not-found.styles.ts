import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('product-not-found', {
  page: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '4',
    py: '12',
    textAlign: 'center',
  },
  status: { fontSize: 'sm', color: 'fg.muted' },
  text: { color: 'fg.muted', maxW: 'xl' },
  actions: {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '3',
    flexWrap: 'wrap',
  },
});
