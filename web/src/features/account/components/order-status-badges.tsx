// The order's status badges (order-badges.ts), styled at build time.
import type { Order } from '@fohzshop/shared/schemas/order';
import { badge } from '@/ui/recipes';
import { paletteClass } from '@/ui/theme/palettes';
import { cx } from '@/ui/theme/static-styles';
import s from './account.styles';
import { orderBadges } from './order-badges';

export function OrderStatusBadges({ order }: { order: Order }) {
  return (
    <div className={s.badges}>
      {orderBadges(order).map((status) => (
        <span
          key={status.key}
          className={cx(badge({ variant: 'subtle' }), paletteClass(status.palette))}
          data-status={status.key}
        >
          {status.label}
        </span>
      ))}
    </div>
  );
}
