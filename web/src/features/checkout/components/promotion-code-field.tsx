// « Code promo »: one code per order. The server's answer is shown here: the code applied with
// its conditions, or its French refusal at the field. The order sends the code, never an amount.
import { useState } from 'react';
import { formatCents } from '@fohzshop/shared/money';
import { LoadingLabel } from '@/ui/loading-label';
import { button } from '@/ui/recipes';
import { StaticInput } from '@/ui/static-field';
import type { AppliedCode } from '../hooks/use-promotion-code';
import s from './order-summary.styles';

type Props = {
  applied: AppliedCode | null;
  error?: string | undefined;
  pending: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
};

export function PromotionCodeField({ applied, error, pending, onApply, onRemove }: Props) {
  const [typed, setTyped] = useState('');
  if (applied)
    return (
      <div className={s.applied} data-testid="promotion-applied">
        <div className={s.appliedRow}>
          <p className={s.strong}>
            Code {applied.code} appliqué : -{formatCents(applied.discount_cents)}
          </p>
          <button
            type="button"
            className={button({ size: 'xs', variant: 'outline' })}
            onClick={onRemove}
          >
            Retirer le code
          </button>
        </div>
        <p className={s.note}>{applied.conditions}</p>
      </div>
    );
  return (
    <div className={s.code}>
      <StaticInput
        label="Code promo"
        error={error}
        name="promotion_code"
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          // Enter applies the code; it must not submit the order.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          onApply(typed);
        }}
      />
      <button
        type="button"
        className={button({ variant: 'outline' })}
        disabled={pending}
        data-loading={pending ? '' : undefined}
        onClick={() => onApply(typed)}
      >
        <LoadingLabel loading={pending}>Appliquer</LoadingLabel>
      </button>
    </div>
  );
}
