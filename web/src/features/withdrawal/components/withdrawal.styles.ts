// The withdrawal page's form and steps (withdrawal-form.tsx, request-form.tsx,
// statement-review.tsx, withdrawal-sent.tsx, my-orders-picker.tsx), as their Chakra layout drew them.
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('withdrawal-request', {
  stack: { display: 'flex', flexDirection: 'column', gap: '4' },
  tight: { display: 'flex', flexDirection: 'column', gap: '2' },
  answer: { display: 'flex', flexDirection: 'column', gap: '3' },
  pair: { display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' }, gap: '4' },
  legend: { fontWeight: 'medium', mb: '2' },
  choice: { display: 'flex', gap: '2', alignItems: 'center' },
  submit: { alignSelf: 'flex-start' },
  statement: { borderWidth: '1px', rounded: 'l2', p: '4', bg: 'bg.subtle' },
  note: { fontSize: 'sm', color: 'fg.muted' },
  muted: { color: 'fg.muted' },
  actions: { display: 'flex', gap: '3', flexWrap: 'wrap' },
  spinner: { borderWidth: '0.125em', color: 'inherit' },
  orders: { display: 'flex', flexDirection: 'column', gap: '2', listStyleType: 'none' },
  order: { borderWidth: '1px', rounded: 'l2', p: '3' },
  orderRow: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: '2',
  },
  orderText: { display: 'flex', flexDirection: 'column', gap: '0' },
  orderNumber: { fontWeight: 'semibold' },
});
