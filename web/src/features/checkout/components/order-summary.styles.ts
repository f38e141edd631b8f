// The side column of /mon-panier/paiement (order-summary.tsx, promotion-banner.tsx,
// promotion-code-field.tsx), as their Chakra layout drew them: styled at build time.
import { defineStyles } from '@/ui/theme/static-styles';

// Chakra's HStack: a row, its items centred, 0.5rem apart.
const row = { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '2' } as const;

export default defineStyles('checkout-summary', {
  root: { borderWidth: '1px', rounded: 'l3', p: '5' },
  title: { mb: '4' },
  lines: { gap: '3', listStyleType: 'none', ps: '0' },
  line: { display: 'flex', justifyContent: 'space-between', gap: '4' },
  muted: { color: 'fg.muted' },
  lineTotal: { fontWeight: 'medium', whiteSpace: 'nowrap' },
  separator: { my: '4' },
  figures: { display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm' },
  row: { ...row, justifyContent: 'space-between' },
  free: { color: 'green.fg', fontWeight: 'semibold' },
  strong: { fontWeight: 'semibold' },
  total: { ...row, justifyContent: 'space-between', fontSize: 'lg', fontWeight: 'bold' },
  ecoFee: { fontSize: 'sm', color: 'fg.muted', textAlign: 'end' },
  // The code offered to everyone (promotion-banner.tsx).
  banner: { borderWidth: '1px', rounded: 'md', p: '3', bg: 'orange.subtle' },
  small: { fontSize: 'sm' },
  // « Code promo » (promotion-code-field.tsx).
  applied: { display: 'flex', flexDirection: 'column', gap: '1' },
  appliedRow: { ...row, justifyContent: 'space-between', flexWrap: 'wrap' },
  code: { ...row, alignItems: 'flex-end' },
  note: { fontSize: 'sm', color: 'fg.muted' },
});
