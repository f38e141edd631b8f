// The withdrawal function's steps: the form (request-form.tsx), then the statement to confirm
// (StatementReview), which alone calls the server, then the one answer (WithdrawalSent). The
// call (the callable and Firebase) loads once the statement is shown, not with the page.
import { useEffect, useState } from 'react';
import type { Order } from '@fohzshop/shared/schemas/order';
import type { ParsedWithdrawalRequest } from '@fohzshop/shared/schemas/withdrawal';
import { WITHDRAWAL_TEXTS } from '@fohzshop/shared/withdrawal-texts';
import { useLazyCallable } from '@/lib/callable/use-lazy-callable';
import { requestOf, type WithdrawalValues } from '../lib/prefill';
import { RequestForm } from './request-form';
import { StatementReview } from './statement-review';
import { WithdrawalSent } from './withdrawal-sent';

type Props = { defaults: WithdrawalValues; order?: Order | undefined };

const loadContract = () =>
  import('@fohzshop/shared/contracts/withdrawal').then((m) => m.submitWithdrawal);
const messages = { error: WITHDRAWAL_TEXTS.failed };

export function WithdrawalForm({ defaults, order }: Props) {
  const [review, setReview] = useState<ParsedWithdrawalRequest | null>(null);
  // What was typed, given back to the form when the visitor goes back to change it.
  const [draft, setDraft] = useState<{ values: WithdrawalValues; ticked: string[] }>({
    values: defaults,
    ticked: [],
  });
  const send = useLazyCallable(loadContract, messages);
  const { preload } = send;
  useEffect(() => {
    if (review) preload();
  }, [review, preload]);

  if (send.isSuccess) return <WithdrawalSent />;
  if (review)
    return (
      <StatementReview
        statement={review}
        sending={send.isPending}
        onConfirm={() => send.mutate(requestOf({ ...review, items: review.items ?? '' }))}
        onEdit={() => setReview(null)}
      />
    );
  return (
    <RequestForm
      defaults={draft.values}
      ticked={draft.ticked}
      order={order}
      onReview={(parsed, typed) => {
        setDraft(typed);
        setReview(parsed);
      }}
    />
  );
}
