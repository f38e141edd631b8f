// The header's light/dark theme button (theme-toggle.tsx).
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('theme-toggle', {
  button: { px: '0', py: '0', _icon: { fontSize: '1.2em' } },
});
