// The order's dated history, oldest first; it grows live as the order moves on. Styled at build
// time (order-details.styles.ts).
import { orderTimeline } from '@fohzshop/shared/account-orders';
import type { Order } from '@fohzshop/shared/schemas/order';
import { list } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import a from './account.styles';
import { formatDayTime } from './format-date';
import s from './order-details.styles';

const events = list();

export function OrderTimeline({ order }: { order: Order }) {
  const entries = orderTimeline(order.history);
  if (entries.length === 0) return <p className={a.muted}>Aucun événement pour l'instant.</p>;
  return (
    // Chakra's List set role="list": kept.
    <ol role="list" className={cx(events.root, s.timeline)} data-testid="order-timeline">
      {entries.map((entry, index) => (
        <li
          key={`${entry.at}-${index}`}
          className={cx(
            events.item,
            s.event,
            index === entries.length - 1 ? s.eventLatest : s.eventPast,
          )}
        >
          <div>
            <p className={s.eventName}>{entry.event}</p>
            <time dateTime={entry.at} className={s.eventAt}>
              {formatDayTime(entry.at)}
            </time>
          </div>
        </li>
      ))}
    </ol>
  );
}
