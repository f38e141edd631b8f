// A native <select> drawn like Chakra's NativeSelect (size sm, variant outline; its recipe's
// styles, dist/esm/theme/recipes/native-select.js), styled at build time (static-select.tsx).
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('static-select', {
  root: { height: 'fit-content', display: 'flex', position: 'relative', width: 'auto' },
  field: {
    width: '100%',
    minWidth: '0',
    outline: '0',
    appearance: 'none',
    borderRadius: 'l2',
    height: '9',
    focusVisibleRing: 'inside',
    lineHeight: 'normal',
    bg: 'transparent',
    borderWidth: '1px',
    borderColor: 'border',
    textStyle: 'sm',
    ps: '2.5',
    pe: '8',
    '& > option, & > optgroup': { bg: 'bg' },
  },
  indicator: {
    position: 'absolute',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    pointerEvents: 'none',
    top: '50%',
    transform: 'translateY(-50%)',
    height: '100%',
    color: 'fg.muted',
    textStyle: 'md',
    insetEnd: '2',
    _icon: { width: '1em', height: '1em' },
  },
});
