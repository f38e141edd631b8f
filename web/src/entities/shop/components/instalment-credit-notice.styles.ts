import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('instalment-credit-notice', {
  notice: { display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm', mt: '3' },
  warning: { fontWeight: 'bold' },
  lender: { fontSize: 'xs', color: 'fg.muted' },
});
