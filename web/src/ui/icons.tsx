// Small stroke icons (24×24, currentColor) — no icon library in the bundle. Plain SVG styled at
// build time (icons.styles.ts): the storefront's first paint renders them without Chakra.
import type { ReactNode, SVGProps } from 'react';
import { icon } from './recipes';
import { cx } from './theme/static-styles';
import iconStyles from './icons.styles';

export type IconSize = '3' | '4' | '5' | '6';
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** Width and height, a spacing token (`4` = 1rem); 1em (the text's size) by default. */
  size?: IconSize;
};

/** A 24×24 stroke icon; the shell's icons are below, others live next to their only user. */
export function makeIcon(displayName: string, children: ReactNode) {
  const Component = ({ size, className, ...props }: IconProps) => (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
      className={cx(icon(), size && iconStyles[size], className)}
    >
      {children}
    </svg>
  );
  Component.displayName = displayName;
  return Component;
}

export const SearchIcon = makeIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);
export const SunIcon = makeIcon(
  'SunIcon',
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
export const MoonIcon = makeIcon(
  'MoonIcon',
  <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />,
);
export const CartIcon = makeIcon(
  'CartIcon',
  <>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
  </>,
);
export const UserIcon = makeIcon(
  'UserIcon',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const MenuIcon = makeIcon('MenuIcon', <path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = makeIcon('CloseIcon', <path d="M18 6 6 18M6 6l12 12" />);
export const ChevronDownIcon = makeIcon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);
export const TruckIcon = makeIcon(
  'TruckIcon',
  <>
    <path d="M3 6h11v10H3zM14 9h4l3 3v4h-7" />
    <circle cx="7" cy="18" r="2" />
    <circle cx="17" cy="18" r="2" />
  </>,
);
export const LockIcon = makeIcon(
  'LockIcon',
  <>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);
export const TagIcon = makeIcon(
  'TagIcon',
  <>
    <path d="M3 12V3h9l9 9-9 9z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </>,
);
export const HeadsetIcon = makeIcon(
  'HeadsetIcon',
  <>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="14" width="4" height="6" rx="1" />
    <rect x="17" y="14" width="4" height="6" rx="1" />
  </>,
);
