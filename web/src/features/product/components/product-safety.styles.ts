import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('product-safety', {
  section: { display: 'flex', flexDirection: 'column', gap: '3', maxW: '3xl' },
  parties: {
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
    gap: '4',
  },
  party: { display: 'flex', flexDirection: 'column', gap: '0.5', fontSize: 'sm' },
  term: { fontWeight: 'semibold', fontSize: 'sm' },
  identifiers: { display: 'flex', flexWrap: 'wrap', columnGap: '6', rowGap: '1', fontSize: 'sm' },
  warnings: { ps: '5', listStyleType: 'disc', display: 'flex', flexDirection: 'column', gap: '1' },
  note: { fontSize: 'sm', color: 'fg.muted' },
});
