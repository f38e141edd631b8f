// The header's search button (search-button.tsx).
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('search-button', {
  button: { px: '0', py: '0', _icon: { fontSize: '1.2em' } },
});
