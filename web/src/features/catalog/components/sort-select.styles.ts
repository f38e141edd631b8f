// The listing's sort (sort-select.tsx); the select itself is ui/static-select.tsx.
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('sort-select', {
  root: { display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' },
  label: { fontSize: 'sm', color: 'fg.muted', whiteSpace: 'nowrap' },
  select: { minW: '48' },
});
