// The reviews page's parts (review-card.tsx, reviews-summary.tsx, reviews-check-notice.tsx), as
// their Chakra layout drew them.
import { defineStyles } from '@/ui/theme/static-styles';

const box = { borderWidth: '1px', rounded: 'xl', p: '5', bg: 'bg.subtle' } as const;

export default defineStyles('reviews', {
  // Summary
  summary: {
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: '4',
    maxW: '3xl',
  },
  summaryTwo: { gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } },
  box,
  label: { fontSize: 'sm', color: 'fg.muted' },
  figureRow: { display: 'flex', alignItems: 'center', gap: '3', mt: '1' },
  figure: { fontSize: '4xl', fontWeight: '800' },
  figureSide: { display: 'flex', flexDirection: 'column', gap: '1' },
  fine: { fontSize: 'xs', color: 'fg.muted', mt: '2' },
  srOnly: { srOnly: true },
  // Card
  card: { borderWidth: '1px', rounded: 'lg', p: '5', bg: 'bg.panel' },
  cardStack: { display: 'flex', flexDirection: 'column', gap: '2' },
  cardHead: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: '2',
  },
  title: { fontWeight: 'semibold', fontSize: 'lg' },
  body: { whiteSpace: 'pre-line' },
  meta: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '2' },
  smallLink: { fontSize: 'sm' },
  experience: { fontSize: 'xs', color: 'fg.muted' },
  reply: { borderStartWidth: '3px', borderColor: 'border.emphasized', ps: '3', mt: '1' },
  replyTitle: { fontSize: 'sm', fontWeight: 'semibold' },
  replyText: { fontSize: 'sm', whiteSpace: 'pre-line' },
  // Check notice
  notice: { color: 'fg.muted' },
  accent: { color: 'orange.fg' },
});
