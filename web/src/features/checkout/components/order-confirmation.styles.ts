// /commande-validee (order-confirmed-route.tsx, order-confirmation.tsx), as their Chakra layout
// drew them: styled at build time, so the confirmation loads no Chakra runtime.
import { defineStyles } from '@/ui/theme/static-styles';

const column = { display: 'flex', flexDirection: 'column' } as const;

export default defineStyles('order-confirmation', {
  page: { ...column, gap: '6', maxW: '3xl' },
  status: { ...column, gap: '2' },
  summary: { fontWeight: 'semibold', color: 'fg.muted' },
  success: { color: 'green.fg' },
  waiting: { color: 'orange.fg' },
  failure: { color: 'red.fg' },
  message: { fontSize: 'lg' },
  schedule: { borderWidth: '1px', rounded: 'l3', p: '5' },
  scheduleTitle: { mb: '3' },
  scheduleList: { ...column, gap: '2', listStyleType: 'none' },
  scheduleLine: { display: 'flex', justifyContent: 'space-between', gap: '4' },
  muted: { color: 'fg.muted' },
  strong: { fontWeight: 'semibold' },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' },
  missing: { ...column, alignItems: 'flex-start', gap: '4', maxW: '2xl', py: '6' },
});
