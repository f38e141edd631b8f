// The auth forms' submit button: disabled until the app can send (a submit before would be the
// browser's own, sending nothing the shop reads), a spinner and its own text while sending.
import { useFullyHydrated } from '@/lib/hydration/hydration-store';
import { button, spinner } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import s from './auth-card.styles';

type Props = { label: string; pendingLabel: string; pending: boolean };

export function SubmitButton({ label, pendingLabel, pending }: Props) {
  const hydrated = useFullyHydrated();
  return (
    <button
      type="submit"
      className={button({ size: 'lg' })}
      disabled={!hydrated || pending}
      data-loading={pending ? '' : undefined}
    >
      {pending ? (
        <>
          <span className={cx(spinner({ size: 'inherit' }), s.spinner)} />
          {pendingLabel}
        </>
      ) : (
        label
      )}
    </button>
  );
}
