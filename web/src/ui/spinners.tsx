// Loading states: the full-screen one (session / startup) and the page one (lazy routes). Styled
// at build time: both can show before any of Chakra's runtime has loaded.
import { spinner } from './recipes';
import s from './spinners.styles';
import { cx } from './theme/static-styles';

export function FullScreenSpinner() {
  return (
    <div className={s.fullScreen} role="status" aria-live="polite">
      <span className={cx(spinner({ size: 'xl' }), s.spinner, s.thick)} />
      <span className={s.hidden}>Chargement…</span>
    </div>
  );
}

export function PageSpinner() {
  return (
    <div className={s.page} role="status" aria-live="polite">
      <span className={cx(spinner({ size: 'lg' }), s.spinner)} />
      <span className={s.hidden}>Chargement de la page…</span>
    </div>
  );
}
