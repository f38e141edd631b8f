// A button's label while it works (loading-label.tsx), as Chakra's Button draws it.
import { defineStyles } from './theme/static-styles';

export default defineStyles('loading-label', {
  center: {
    position: 'absolute',
    top: '50%',
    insetStart: '50%',
    transform: 'translate(-50%, -50%)',
    display: 'inline-flex',
  },
  spinner: { borderWidth: '0.125em', color: 'inherit' },
  hidden: { visibility: 'hidden', display: 'contents' },
});
