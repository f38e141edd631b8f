// /mon-compte/mes-informations (information-route.tsx, profile-form.tsx, address-book.tsx,
// address-form.tsx), as their Chakra layout drew them (Stack, HStack, SimpleGrid, Text): styled at
// build time, so the screen hydrates without Chakra's runtime. The texts' muted and small sizes
// are account.styles.ts's.
import { defineStyles } from '@/ui/theme/static-styles';

const column = { display: 'flex', flexDirection: 'column' } as const;
// HStack: a centred row.
const row = { display: 'flex', flexDirection: 'row', alignItems: 'center' } as const;

export default defineStyles('account-information', {
  stack: { ...column, gap: '4' },
  // SimpleGrid columns={{ base: 1, sm: 2 }} gap="4".
  pair: {
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))' },
    gap: '4',
  },
  error: { color: 'fg.error' },
  submit: { alignSelf: 'start' },
  // The spinner beside « Enregistrement… », as Chakra's Button draws it with a loadingText.
  spinner: { borderWidth: '0.125em', color: 'inherit' },
  actions: { ...row, gap: '3' },
  // The address book (address-book.tsx).
  addresses: { ...column, gap: '3', listStyleType: 'none' },
  addressBody: { gap: '2' },
  addressRow: { ...row, flexWrap: 'wrap', gap: '2' },
  addressName: { fontWeight: 'semibold' },
  adding: { ...column, gap: '1', alignItems: 'start' },
});
