import { defineStyles } from '@/ui/theme/static-styles';

const row = { display: 'flex', flexDirection: 'row', alignItems: 'center' } as const;

export default defineStyles('product-summary', {
  summary: { display: 'flex', flexDirection: 'column', gap: '4' },
  kicker: { fontSize: 'sm', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide' },
  // heading({ size: '2xl' }) below md.
  name: { textStyle: { md: '3xl' } },
  labels: { ...row, gap: '2', flexWrap: 'wrap' },
  prices: { ...row, alignItems: 'baseline', gap: '3', flexWrap: 'wrap' },
  price: { fontSize: '3xl', fontWeight: 'bold' },
  oldPrice: { color: 'fg.muted' },
  taxes: { fontSize: 'xs', color: 'fg.muted', mt: '-3' },
  stock: { ...row, gap: '2' },
  fewLeft: { fontSize: 'sm', color: 'orange.fg' },
  promises: { gap: '1', fontSize: 'sm', color: 'fg.muted', ps: '5' },
});
