// The listing's sort (sort-select.tsx): a native <select> drawn like Chakra's NativeSelect
// (size sm, variant outline; its recipe's styles, dist/esm/theme/recipes/native-select.js).
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('sort-select', {
  root: { display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' },
  label: { fontSize: 'sm', color: 'fg.muted', whiteSpace: 'nowrap' },
  select: {
    height: 'fit-content',
    display: 'flex',
    position: 'relative',
    width: 'auto',
    minW: '48',
  },
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
