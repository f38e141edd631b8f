import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('brand-tiles', {
  section: { display: 'flex', flexDirection: 'column', gap: '4' },
  grid: {
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
    gap: '4',
  },
  // A link box (ui/link-box.styles.ts): the whole tile is its link's target.
  tile: {
    borderWidth: '1px',
    rounded: 'l3',
    p: '5',
    _hover: { borderColor: 'orange.solid', bg: 'bg.muted' },
  },
  name: { mb: '1' },
  tagline: { fontSize: 'sm', color: 'fg.muted' },
});
