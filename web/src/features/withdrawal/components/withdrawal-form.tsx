// The withdrawal function's steps: the form (request-form.tsx), then the statement to confirm
// (StatementReview), which alone calls the server, then the one answer (WithdrawalSent). The
// call (withdrawal-sender.tsx: the callable and Firebase) loads once the statement is shown, not
// with the page.
import { lazy, useState } from 'react';
import type { Order } from '@fohzshop/shared/schemas/order';
import type { ParsedWithdrawalRequest } from '@fohzshop/shared/schemas/withdrawal';
import { useLazySender } from '@/lib/forms/lazy-sender';
import { requestOf, type WithdrawalValues } from '../lib/prefill';
import { RequestForm } from './request-form';
import { StatementReview } from './statement-review';
import { WithdrawalSent } from './withdrawal-sent';

type Props = { defaults: WithdrawalValues; order?: Order | undefined };

const WithdrawalSender = lazy(() =>
  import('./withdrawal-sender').then((m) => ({ default: m.WithdrawalSender })),
);

export function WithdrawalForm({ defaults, order }: Props) {
  const [review, setReview] = useState<ParsedWithdrawalRequest | null>(null);
  // What was typed, given back to the form when the visitor goes back to change it.
  const [draft, setDraft] = useState<{ values: WithdrawalValues; ticked: string[] }>({
    values: defaults,
    ticked: [],
  });
  const sender = useLazySender(WithdrawalSender, review !== null);

  if (sender.sent) return <WithdrawalSent />;
  if (review)
    return (
      <>
        <StatementReview
          statement={review}
          sending={sender.pending}
          onConfirm={() => sender.send(requestOf({ ...review, items: review.items ?? '' }))}
          onEdit={() => setReview(null)}
        />
        {sender.element}
      </>
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
