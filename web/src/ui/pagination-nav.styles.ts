// Numbered pagination (pagination-nav.tsx).
import { defineStyles } from './theme/static-styles';

export default defineStyles('pagination-nav', {
  nav: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2' },
  list: {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    listStyleType: 'none',
    gap: '1',
    flexWrap: 'wrap',
    justifyContent: 'center',
  },
  link: { minW: '9' },
  gap: { px: '1', color: 'fg.muted' },
  status: { fontSize: 'sm', color: 'fg.muted' },
});
