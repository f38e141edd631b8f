// What a client screen shows until the browser knows what to fill it with (the session, the
// cart, the comparison): its title and a block of the screen's size. Styled at build time, so it
// paints from the served HTML before any of the app has loaded (docs/performance.md, "Client
// screens paint from their HTML").
import { heading, skeleton } from './recipes';
import s from './screen-skeleton.styles';
import { cx } from './theme/static-styles';

export function ScreenSkeleton({ title, label }: { title: string; label: string }) {
  return (
    <div className={s.root} role="status" aria-live="polite">
      <h1 className={heading({ size: '2xl' })}>{title}</h1>
      <div className={cx(skeleton(), s.block)} aria-hidden="true" />
      <span className={s.hidden}>{label}</span>
    </div>
  );
}
