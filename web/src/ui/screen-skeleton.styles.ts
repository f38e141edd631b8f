// The client screens' placeholder (screen-skeleton.tsx).
import { defineStyles } from './theme/static-styles';

export default defineStyles('screen-skeleton', {
  root: { display: 'flex', flexDirection: 'column', gap: '6' },
  block: { h: '64', rounded: 'l3' },
  hidden: { srOnly: true },
});
