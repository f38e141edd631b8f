// /alerte-retour-en-stock (stock-alert-route.tsx), as its Chakra layout drew it: styled at build
// time, so the page of the alert e-mails' links loads no Chakra runtime (docs/performance.md).
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('stock-alert', {
  page: { display: 'flex', flexDirection: 'column', gap: '4', maxW: '2xl', py: '6' },
  action: { alignSelf: 'flex-start' },
});
