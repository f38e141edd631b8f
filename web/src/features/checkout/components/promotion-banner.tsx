// The code the shop offers to everyone, always with its conditions (a code announced to all must
// say what it takes), while its validity window (Paris time) is open.
import { useQuery } from '@tanstack/react-query';
import { readPromotionBanner } from '../api/promotion-banner';
import s from './order-summary.styles';

export function PromotionBannerNote({ now }: { now: Date }) {
  const { data: banner } = useQuery({
    queryKey: ['promotion-banner'],
    queryFn: readPromotionBanner,
    meta: { silent: true, embed: false },
  });
  const open =
    banner &&
    (!banner.starts_at || Date.parse(banner.starts_at) <= now.getTime()) &&
    (!banner.ends_at || now.getTime() < Date.parse(banner.ends_at));
  if (!open) return null;
  return (
    <div className={s.banner} data-testid="promotion-banner">
      <p className={s.strong}>{banner.text}</p>
      <p className={s.small}>{banner.conditions}</p>
    </div>
  );
}
