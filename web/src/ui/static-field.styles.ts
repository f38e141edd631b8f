// A form field styled at build time (static-field.tsx): the styles of Chakra's field, input and
// textarea recipes (size md, variant outline), so that it looks like ui/form-field.tsx.
import { defineStyles } from '@/ui/theme/static-styles';

const control = {
  width: '100%',
  minWidth: '0',
  outline: '0',
  position: 'relative',
  appearance: 'none',
  textAlign: 'start',
  borderRadius: 'l2',
  textStyle: 'sm',
  px: '3',
  bg: 'transparent',
  borderWidth: '1px',
  borderColor: 'border',
  focusVisibleRing: 'inside',
  '--focus-color': 'colors.colorPalette.focusRing',
  '--error-color': 'colors.border.error',
  focusRingColor: 'var(--focus-color)',
  _invalid: { focusRingColor: 'var(--error-color)', borderColor: 'var(--error-color)' },
  _disabled: { layerStyle: 'disabled' },
} as const;

export default defineStyles('static-field', {
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    width: '100%',
    position: 'relative',
    gap: '1.5',
  },
  label: {
    display: 'flex',
    alignItems: 'center',
    textAlign: 'start',
    textStyle: 'sm',
    fontWeight: 'medium',
    gap: '1',
    userSelect: 'none',
  },
  required: { color: 'fg.error', lineHeight: '1' },
  helper: { color: 'fg.muted', textStyle: 'xs' },
  error: {
    display: 'inline-flex',
    alignItems: 'center',
    fontWeight: 'medium',
    gap: '1',
    color: 'fg.error',
    textStyle: 'xs',
  },
  input: { ...control, height: '10', minW: '10' },
  textarea: { ...control, py: '2', scrollPaddingBottom: '2' },
  choice: { accentColor: 'orange.solid', boxSize: '4', flexShrink: 0, cursor: 'pointer' },
});
