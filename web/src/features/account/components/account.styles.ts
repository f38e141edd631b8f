// The account screens' frame and lists (account-page.tsx, account-nav.tsx, orders-list.tsx,
// order-withdrawal.tsx, my-reviews.tsx, data-rights.tsx, the account and orders routes), as
// their Chakra layout drew them: styled at build time, so /mon-compte and
// /mon-compte/mes-commandes hydrate without Chakra's runtime.
import { defineStyles } from '@/ui/theme/static-styles';

const column = { display: 'flex', flexDirection: 'column' } as const;
const wrapRow = { display: 'flex', flexWrap: 'wrap', alignItems: 'center' } as const;
const small = { fontSize: 'sm' } as const;

export default defineStyles('account', {
  page: { ...column, gap: '8', maxW: '5xl', mx: 'auto', w: 'full' },
  head: { ...column, gap: '4' },
  muted: { color: 'fg.muted' },
  nav: { ...wrapRow, gap: '4' },
  navLink: { fontWeight: 'medium' },
  navCurrent: { fontWeight: 'bold', color: 'orange.fg' },
  accent: { fontWeight: 'semibold', color: 'orange.fg' },
  accentLink: { color: 'orange.fg' },
  section: { ...column, gap: '4' },
  shortcuts: {
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
    gap: '4',
  },
  shortcutBody: { gap: '1' },
  smallMuted: { ...small, color: 'fg.muted' },
  small,
  // The orders (orders-list.tsx).
  orders: { ...column, gap: '3', listStyleType: 'none' },
  orderBody: { gap: '2' },
  orderHead: { ...wrapRow, justifyContent: 'space-between', gap: '2' },
  strong: { fontWeight: 'semibold' },
  badges: { ...wrapRow, gap: '2' },
  empty: { ...column, alignItems: 'flex-start', gap: '4' },
  withdrawals: { ...column, gap: '1' },
  // « Mes avis » (my-reviews.tsx).
  reviews: { ...column, gap: '3' },
  review: { borderWidth: '1px', rounded: 'md', p: '4' },
  reviewHead: { ...wrapRow, justifyContent: 'space-between', gap: '2' },
  reviewStatus: { ...small, mt: '1' },
  // « Mes données » (data-rights.tsx).
  dataRights: { ...column, gap: '3', borderTopWidth: '1px', pt: '6' },
  actions: { ...wrapRow, gap: '3' },
});
