// The label of a button styled at build time (ui/recipes.ts), with a spinner in its place while
// the button works — the label stays, hidden, so the button keeps its width.
import type { ReactNode } from 'react';
import s from './loading-label.styles';
import { spinner } from './recipes';
import { cx } from './theme/static-styles';

export function LoadingLabel({ loading, children }: { loading: boolean; children: ReactNode }) {
  if (!loading) return children;
  return (
    <>
      <span className={s.center}>
        <span className={cx(spinner({ size: 'inherit' }), s.spinner)} />
      </span>
      <span className={s.hidden}>{children}</span>
    </>
  );
}
