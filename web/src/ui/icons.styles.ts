// Icon sizes (ui/icons.tsx): the spacing tokens the app's icons use.
import { defineStyles } from './theme/static-styles';

export default defineStyles('icon-size', {
  '3': { boxSize: '3' },
  '4': { boxSize: '4' },
  '5': { boxSize: '5' },
  '6': { boxSize: '6' },
});
