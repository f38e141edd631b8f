// The withdrawal form model (withdrawal-form.tsx).
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('withdrawal-form', {
  figure: {
    borderWidth: '1px',
    borderStyle: 'dashed',
    rounded: 'lg',
    p: '5',
    my: '4',
    bg: 'bg.subtle',
  },
  title: { mb: '2' },
});
