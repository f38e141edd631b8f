// The footer's own icons: defined here, not in ui/icons.tsx, so the entry bundle does not carry
// them (the footer loads when it comes into view).
import { makeIcon } from '@/ui/icons';

export const CardIcon = makeIcon(
  'CardIcon',
  <>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20M6 15h4" />
  </>,
);
export const FacebookIcon = makeIcon(
  'FacebookIcon',
  <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
);
export const InstagramIcon = makeIcon(
  'InstagramIcon',
  <>
    <rect x="2" y="2" width="20" height="20" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.5" />
  </>,
);
