// The listing screen (catalog-route.tsx): header, filter column and results.
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('catalog-route', {
  page: { display: 'flex', flexDirection: 'column', gap: '6' },
  title: { mb: '2', textStyle: { md: '3xl' } },
  description: { color: 'fg.muted', maxW: '3xl' },
  layout: {
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: '260px 1fr' },
    gap: { base: '4', md: '8' },
    alignItems: 'start',
  },
  filtersButton: { display: { base: 'flex', md: 'none' }, w: 'full', mb: '3' },
  filters: { flexDirection: 'column', gap: '6', display: { base: 'none', md: 'flex' } },
  filtersOpen: { display: 'flex' },
  filtersFallback: { minH: 'xl' },
  results: {
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    minW: '0',
    scrollMarginTop: '24',
  },
  toolbar: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: '3',
  },
});
