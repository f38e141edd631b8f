// After the confirmation: the one answer every statement gets, and what to check.
import { useEffect, useRef } from 'react';
import { WITHDRAWAL_TEXTS } from '@fohzshop/shared/withdrawal-texts';
import { heading } from '@/ui/recipes';
import s from './withdrawal.styles';

export function WithdrawalSent() {
  // The confirmed step had the focus: it moves to this answer, not back to the top of the page.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <div className={s.answer} role="status" data-testid="withdrawal-sent">
      <h2 className={heading({ size: 'lg' })} ref={title} tabIndex={-1}>
        {WITHDRAWAL_TEXTS.sent}
      </h2>
      <p>{WITHDRAWAL_TEXTS.received}</p>
      <p className={s.muted}>{WITHDRAWAL_TEXTS.nothingArrived}</p>
    </div>
  );
}
