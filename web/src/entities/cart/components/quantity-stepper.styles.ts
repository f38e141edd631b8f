// « − 2 + » (quantity-stepper.tsx).
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('quantity-stepper', {
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: '0',
    borderWidth: '1px',
    rounded: 'l2',
    w: 'fit-content',
  },
  step: { px: '0', py: '0', _icon: { fontSize: '1.2em' } },
  value: { minW: '8', textAlign: 'center', fontWeight: 'semibold' },
});
