// The withdrawal's call (submitWithdrawal), loaded once the statement is shown
// (withdrawal-form.tsx, lib/forms/lazy-sender.tsx).
import { useEffect } from 'react';
import { submitWithdrawal } from '@fohzshop/shared/contracts/withdrawal';
import type { WithdrawalRequest } from '@fohzshop/shared/schemas/withdrawal';
import { WITHDRAWAL_TEXTS } from '@fohzshop/shared/withdrawal-texts';
import { useCallable } from '@/lib/callable/use-callable';
import type { SenderProps } from '@/lib/forms/lazy-sender';

export function WithdrawalSender({ onReady }: SenderProps<WithdrawalRequest>) {
  const { mutate, isPending, isSuccess } = useCallable(submitWithdrawal, {
    error: WITHDRAWAL_TEXTS.failed,
  });
  useEffect(
    () => onReady({ send: (values) => mutate(values), pending: isPending, sent: isSuccess }),
    [onReady, mutate, isPending, isSuccess],
  );
  return null;
}
