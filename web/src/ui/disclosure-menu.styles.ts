// Disclosure dropdown for site navigation (disclosure-menu.tsx).
import { defineStyles } from './theme/static-styles';

export default defineStyles('disclosure-menu', {
  root: { position: 'relative' },
  chevron: { transition: 'transform 0.2s' },
  chevronOpen: { transform: 'rotate(180deg)' },
  panel: {
    position: 'absolute',
    top: 'calc(100% + 6px)',
    minW: '56',
    bg: 'bg.panel',
    borderWidth: '1px',
    rounded: 'lg',
    boxShadow: 'lg',
    p: '1.5',
    zIndex: 'dropdown',
    '& a, & button': {
      display: 'flex',
      width: '100%',
      px: '3',
      py: '2',
      rounded: 'md',
      fontSize: 'sm',
      textAlign: 'start',
    },
    '& a:hover, & button:hover, & a:focus-visible, & button:focus-visible': {
      bg: 'bg.muted',
    },
    '& [aria-current=page]': { fontWeight: 'semibold', color: 'orange.fg' },
  },
  alignStart: { left: '0' },
  alignEnd: { right: '0' },
});
