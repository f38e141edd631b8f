import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('brand-tiles', {
  section: { display: 'flex', flexDirection: 'column', gap: '4' },
  grid: {
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
    gap: '4',
  },
  // A link box: the whole tile is the link's target (overlay below).
  tile: {
    position: 'relative',
    borderWidth: '1px',
    rounded: 'l3',
    p: '5',
    _hover: { borderColor: 'orange.solid', bg: 'bg.muted' },
  },
  name: { mb: '1' },
  overlay: {
    position: 'static',
    '&::before': {
      content: "''",
      cursor: 'inherit',
      display: 'block',
      position: 'absolute',
      top: 0,
      left: 0,
      zIndex: 0,
      width: '100%',
      height: '100%',
    },
  },
  tagline: { fontSize: 'sm', color: 'fg.muted' },
});
