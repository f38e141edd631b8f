import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('parts-teaser', {
  section: { display: 'flex', flexDirection: 'column', gap: '4' },
  grid: {
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))' },
    gap: '4',
  },
  // A link box (ui/link-box.styles.ts): the whole tile is its link's target.
  tile: {
    borderWidth: '1px',
    rounded: 'l3',
    p: '6',
    bg: 'bg.subtle',
    _hover: { borderColor: 'orange.solid' },
  },
  title: { mb: '2' },
  text: { color: 'fg.muted' },
});
