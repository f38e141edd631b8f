import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('instalment-simulator', {
  section: { borderWidth: '1px', rounded: 'l3', p: '4' },
  title: { mb: '3' },
  ineligible: { fontSize: 'sm', color: 'fg.muted' },
  counts: { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '2', mb: '3' },
  total: { fontSize: 'sm', mb: '2' },
  payments: { gap: '1', fontSize: 'sm', ps: '0', listStyleType: 'none' },
  payment: { display: 'flex', justifyContent: 'space-between', gap: '4' },
  amount: { fontWeight: 'semibold' },
});
