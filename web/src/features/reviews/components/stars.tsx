import { formatNumberFr } from '@fohzshop/shared/french-format';
import { makeIcon, type IconSize } from '@/ui/icons';
import s from './stars.styles';

// Defined here, its only user, to keep it out of the entry bundle (ui/icons.tsx).
const StarIcon = makeIcon(
  'StarIcon',
  <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />,
);

/** Five stars, filled up to `rating` (rounded to the nearest half shown as full). */
export function Stars({ rating, size = '4' }: { rating: number; size?: IconSize }) {
  const rounded = Math.round(rating);
  return (
    <div className={s.row} role="img" aria-label={`Note : ${formatNumberFr(rating)} sur 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          size={size}
          className={n <= rounded ? s.on : s.off}
          fill={n <= rounded ? 'currentColor' : 'none'}
        />
      ))}
    </div>
  );
}
