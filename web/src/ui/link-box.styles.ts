// A link box (Chakra's LinkBox / LinkOverlay, styled at build time): an element whose whole area is
// the target of the one link inside it. `box` on the element, `overlay` on the link.
import { defineStyles } from './theme/static-styles';

export default defineStyles('link-box', {
  box: { position: 'relative' },
  overlay: {
    position: 'static',
    '&::before': {
      content: "''",
      cursor: 'inherit',
      display: 'block',
      position: 'absolute',
      top: 0,
      left: 0,
      zIndex: 0,
      width: '100%',
      height: '100%',
    },
  },
});
