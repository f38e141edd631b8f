// Breadcrumb (breadcrumb.tsx); the trail itself is the theme's breadcrumb recipe.
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('breadcrumb', {
  container: { maxW: '7xl', pt: '4' },
  list: { flexWrap: 'wrap' },
});
