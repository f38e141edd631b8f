// Withdrawal: the state of a return, or « Demander un retour » while the 14 days after delivery
// run (reason required), and the model withdrawal form filled with the order's details.
// Styled at build time (order-details.styles.ts); the reason is a StaticField's textarea.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { returnEligibility } from '@fohzshop/shared/account-orders';
import { requestReturn } from '@fohzshop/shared/contracts/orders';
import { RETURN_WINDOW_DAYS } from '@fohzshop/shared/payments';
import type { Order } from '@fohzshop/shared/schemas/order';
import { RETURN_STATUS_LABELS } from '@fohzshop/shared/state-machines/return';
import { useShopContact } from '@/entities/shop/hooks/use-shop-contact';
import { useCallable } from '@/lib/callable/use-callable';
import { downloadText } from '@/lib/download';
import { LoadingLabel } from '@/ui/loading-label';
import { button, heading } from '@/ui/recipes';
import { fieldClasses, StaticField } from '@/ui/static-field';
import { cx } from '@/ui/theme/static-styles';
import { ReturnFormSchema, type ReturnForm } from './account-schemas';
import a from './account.styles';
import { formatDay } from './format-date';
import s from './order-details.styles';
import { OrderWithdrawals } from './order-withdrawal';
import { withdrawalFormText } from './withdrawal-form-text';

function ReturnRequestForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReturnForm>({ resolver: zodResolver(ReturnFormSchema) });
  const mutation = useCallable(
    requestReturn,
    { success: 'Votre demande de retour a bien été enregistrée.' },
    { onSuccess: onDone },
  );
  const busy = mutation.isPending;
  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ reason }) => mutation.mutate({ order_id: order.order_id, reason }))}
    >
      <div className={s.stack}>
        <StaticField label="Motif du retour" error={errors.reason?.message} required>
          {(control) => (
            <textarea
              {...control}
              rows={4}
              className={fieldClasses.textarea}
              {...register('reason')}
            />
          )}
        </StaticField>
        <button
          type="submit"
          className={cx(button(), s.alignStart)}
          disabled={busy}
          data-loading={busy ? '' : undefined}
        >
          <LoadingLabel loading={busy}>Envoyer la demande</LoadingLabel>
        </button>
      </div>
    </form>
  );
}

export function OrderReturn({ order }: { order: Order }) {
  const shop = useShopContact();
  const [asking, setAsking] = useState(false);
  const eligibility = returnEligibility(order, new Date());
  const downloadForm = () =>
    downloadText(withdrawalFormText(order, shop), `formulaire-retractation-${order.number}.txt`);
  return (
    <section className={s.stack} aria-labelledby="return-title">
      <h2 className={heading({ size: 'md' })} id="return-title">
        Retour et rétractation
      </h2>
      <OrderWithdrawals order={order} />
      {order.return ? (
        <p className={a.small}>
          Retour demandé le {formatDay(order.return.requested_at)} — statut :{' '}
          <strong>{RETURN_STATUS_LABELS[order.return.status]}</strong>.
        </p>
      ) : eligibility.eligible ? (
        <>
          <p className={a.small}>
            Vous pouvez vous rétracter jusqu'au {formatDay(eligibility.deadline)} (
            {RETURN_WINDOW_DAYS} jours après la livraison), sans avoir à vous justifier : indiquez
            simplement un motif pour nous aider à traiter votre retour.
          </p>
          {asking ? (
            <ReturnRequestForm order={order} onDone={() => setAsking(false)} />
          ) : (
            <button
              type="button"
              className={cx(button({ variant: 'outline' }), s.alignStart)}
              onClick={() => setAsking(true)}
            >
              Demander un retour
            </button>
          )}
        </>
      ) : (
        <p className={a.smallMuted}>
          {eligibility.reason === 'not-delivered'
            ? `Vous pourrez demander un retour une fois la commande livrée, pendant ${RETURN_WINDOW_DAYS} jours.`
            : `Le délai de rétractation de ${RETURN_WINDOW_DAYS} jours après la livraison est dépassé.`}
        </p>
      )}
      <p className={a.small}>
        Vous pouvez aussi nous adresser le{' '}
        <button
          type="button"
          className={cx(button({ variant: 'plain', size: 'sm' }), s.inlineButton)}
          onClick={downloadForm}
        >
          formulaire de rétractation
        </button>{' '}
        (modèle officiel, prérempli pour cette commande) par e-mail ou par courrier.
      </p>
    </section>
  );
}
