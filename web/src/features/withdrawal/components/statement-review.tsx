// Step 2: the statement as it will be sent, then the separate « Confirmer la rétractation »
// (D221-5). Nothing is sent before that button.
import { useEffect, useRef } from 'react';
import type { ParsedWithdrawalRequest } from '@fohzshop/shared/schemas/withdrawal';
import { WITHDRAWAL_TEXTS, withdrawalStatement } from '@fohzshop/shared/withdrawal-texts';
import { button, heading, spinner } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import s from './withdrawal.styles';

type Props = {
  statement: ParsedWithdrawalRequest;
  sending: boolean;
  onConfirm: () => void;
  onEdit: () => void;
};

export function StatementReview({ statement, sending, onConfirm, onEdit }: Props) {
  // The form this step replaces had the focus: it moves here, not back to the top of the page.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <section className={s.stack} aria-labelledby="withdrawal-review-title">
      <h2
        className={heading({ size: 'lg' })}
        id="withdrawal-review-title"
        ref={title}
        tabIndex={-1}
      >
        Votre déclaration de rétractation
      </h2>
      <div className={s.statement} data-testid="withdrawal-statement">
        {withdrawalStatement(statement).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <p className={s.note}>
        En confirmant, vous envoyez cette déclaration. {WITHDRAWAL_TEXTS.received}
      </p>
      <div className={s.actions}>
        <button
          type="button"
          className={button({ size: 'lg' })}
          onClick={onConfirm}
          disabled={sending}
          data-loading={sending ? '' : undefined}
        >
          {sending ? (
            <>
              <span className={cx(spinner({ size: 'inherit' }), s.spinner)} />
              Envoi…
            </>
          ) : (
            WITHDRAWAL_TEXTS.confirm
          )}
        </button>
        <button
          type="button"
          className={button({ size: 'lg', variant: 'outline' })}
          onClick={onEdit}
          disabled={sending}
        >
          Modifier
        </button>
      </div>
    </section>
  );
}
