// The site footer (footer.tsx), as its Chakra layout drew it: styled at build time, so the footer
// hydrates without Chakra's runtime on the short pages where it is in view at the load.
import { defineStyles } from '@/ui/theme/static-styles';
import { offscreen } from '@/ui/offscreen';

const stack = { display: 'flex', flexDirection: 'column' } as const;

export default defineStyles('site-footer', {
  root: { borderTopWidth: '1px', bg: 'bg.subtle', mt: '16', ...offscreen('900px') },
  container: { maxW: '7xl', py: '10' },
  commitments: {
    display: 'grid',
    gridTemplateColumns: {
      base: 'repeat(1, minmax(0, 1fr))',
      sm: 'repeat(2, minmax(0, 1fr))',
      lg: 'repeat(5, minmax(0, 1fr))',
    },
    gap: '6',
    listStyleType: 'none',
    mb: '10',
  },
  commitment: { display: 'flex', alignItems: 'flex-start', gap: '3' },
  commitmentIcon: { color: 'orange.fg', flexShrink: '0' },
  commitmentText: { ...stack, gap: '0' },
  title: { fontWeight: 'semibold' },
  muted: { fontSize: 'sm', color: 'fg.muted' },
  groups: {
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
    gap: '8',
  },
  groupTitle: { mb: '3' },
  links: { ...stack, gap: '2', listStyleType: 'none' },
  link: { fontSize: 'sm', color: 'fg.muted' },
  hidden: { srOnly: true },
  bottom: {
    display: 'flex',
    flexDirection: { base: 'column', md: 'row' },
    justifyContent: 'space-between',
    alignItems: { md: 'center' },
    gap: '4',
    borderTopWidth: '1px',
    mt: '10',
    pt: '6',
  },
  legal: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '4', fontSize: 'sm' },
  cookies: {
    px: '0',
    height: 'auto',
    fontWeight: 'normal',
    color: 'fg.muted',
    _hover: { textDecoration: 'underline' },
  },
});
