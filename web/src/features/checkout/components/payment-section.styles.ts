// The payment choice of /mon-panier/paiement (payment-section.tsx, availability-note.tsx,
// email-verification-notice.tsx), as their Chakra layout drew them: styled at build time.
import { defineStyles } from '@/ui/theme/static-styles';

const column = { display: 'flex', flexDirection: 'column' } as const;
// Chakra's HStack: a row, its items centred.
const row = { display: 'flex', flexDirection: 'row', alignItems: 'center' } as const;

export default defineStyles('checkout-payment', {
  title: { mb: '3' },
  choices: { ...column, gap: '3' },
  method: { fontWeight: 'medium' },
  note: { fontSize: 'sm', color: 'fg.muted' },
  small: { fontSize: 'sm' },
  error: { color: 'fg.error', fontSize: 'sm' },
  // The instalments: how many, and the schedule.
  plan: { ...column, gap: '3', mt: '4', borderWidth: '1px', rounded: 'l2', p: '4' },
  counts: { ...row, gap: '4', flexWrap: 'wrap' },
  schedule: { gap: '1', fontSize: 'sm', ps: '0', listStyleType: 'none' },
  payment: { display: 'flex', justifyContent: 'space-between', gap: '4' },
  amount: { fontWeight: 'semibold' },
  // The availability of the other methods (availability-note.tsx).
  failed: { ...row, gap: '3', flexWrap: 'wrap' },
  // The e-mail address to confirm before a transfer (email-verification-notice.tsx).
  emailCheck: {
    ...column,
    gap: '2',
    borderWidth: '1px',
    borderColor: 'orange.muted',
    bg: 'orange.subtle',
    rounded: 'l2',
    p: '3',
  },
  emailTitle: { fontSize: 'sm', fontWeight: 'medium' },
  actions: { ...row, gap: '3', flexWrap: 'wrap' },
});
