// The checkout form: delivery (and billing) address, payment method, the unticked CGV box and
// « Commander avec obligation de paiement ». Validation is checkoutRequest's, field by field.
import { useEffect, useMemo } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { ROUTES } from '@fohzshop/shared/routes';
import type { Address } from '@fohzshop/shared/schemas/user';
import { button, link, spinner } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import { useEmailVerification } from '../hooks/use-email-verification';
import { usePaymentOptions } from '../hooks/use-payment-options';
import {
  checkoutDefaults,
  checkoutRequest,
  type CheckoutIssue,
  type CheckoutValues,
  type OrderRequest,
} from './checkout-request';
import s from './checkout.styles';
import { ChoiceInput } from './choice-input';
import { PaymentSection } from './payment-section';
import { ShippingSection } from './shipping-section';
import { TakeBackOffer } from './take-back-offer';

type Props = {
  saved: readonly Address[];
  names: { first_name?: string; last_name?: string };
  totalCents: number;
  /** A scooter is ordered: the free take-back of the old one is offered. */
  hasScooter?: boolean;
  pending: boolean;
  today: Date;
  onSubmit: (request: Omit<OrderRequest, 'idempotency_key'>) => void;
};

/** 'shipping.postal_code' → { shipping: { postal_code: { type, message } } } (first issue wins). */
function toFieldErrors(issues: CheckoutIssue[]): FieldErrors<CheckoutValues> {
  const errors: Record<string, unknown> = {};
  for (const { path, message } of issues) {
    const keys = path.split('.');
    let node = errors;
    keys.slice(0, -1).forEach((key) => (node = (node[key] ??= {}) as Record<string, unknown>));
    node[keys.at(-1)!] ??= { type: 'validate', message };
  }
  return errors as FieldErrors<CheckoutValues>;
}

export function CheckoutForm(props: Props) {
  const { saved, names, totalCents, hasScooter = false, pending, today, onSubmit } = props;
  const availability = usePaymentOptions();
  const { methods } = availability;
  const verification = useEmailVerification();
  // Unknown (Auth has not answered) lets the order through: the server decides.
  const emailUnconfirmed = verification.status === 'unverified';
  const resolver = useMemo<Resolver<CheckoutValues>>(
    () => async (values) => {
      const context = { saved, totalCents, methods, emailUnconfirmed, hasScooter };
      const result = checkoutRequest(values, context);
      return result.ok
        ? { values, errors: {} }
        : { values: {}, errors: toFieldErrors(result.issues) };
    },
    [saved, totalCents, methods, emailUnconfirmed, hasScooter],
  );
  const { register, handleSubmit, control, formState, trigger } = useForm<CheckoutValues>({
    defaultValues: checkoutDefaults(saved, names),
    resolver,
  });
  const [choice, billingSame, method, instalments] = useWatch({
    control,
    name: ['shipping_choice', 'billing_same', 'payment_method', 'instalments'],
  });
  const { errors } = formState;
  const methodError = Boolean(errors.payment_method);
  // The address confirmed after a refused submit: the refusal under the choice goes away.
  useEffect(() => {
    if (!emailUnconfirmed && methodError) void trigger('payment_method');
  }, [emailUnconfirmed, methodError, trigger]);
  const submit = handleSubmit((values) => {
    const context = { saved, totalCents, methods, emailUnconfirmed, hasScooter };
    const result = checkoutRequest(values, context);
    if (result.ok) onSubmit(result.request);
  });
  return (
    <form noValidate onSubmit={submit} aria-label="Paiement de la commande">
      <div className={s.form}>
        <ShippingSection
          saved={saved}
          choice={choice}
          billingSame={billingSame}
          register={register}
          errors={errors}
        />
        <PaymentSection
          totalCents={totalCents}
          values={{ payment_method: method, instalments }}
          register={register}
          errors={errors}
          today={today}
          availability={availability}
          verification={verification}
        />
        {hasScooter && <TakeBackOffer field={register('take_back')} />}
        <div className={s.terms}>
          <ChoiceInput
            type="checkbox"
            aria-invalid={Boolean(errors.accept_terms)}
            {...register('accept_terms')}
          >
            <p>
              J'ai lu et j'accepte les{' '}
              <a
                href={ROUTES.TERMS.path}
                target="_blank"
                rel="noopener"
                className={cx(link(), s.link)}
              >
                conditions générales de vente
              </a>{' '}
              (nouvel onglet), dont le droit de rétractation de 14 jours.
            </p>
          </ChoiceInput>
          <p className={s.note}>
            Pour vous rétracter, en ligne et sans vous connecter : le lien « Renoncer au contrat ici
            » en bas de chaque page, sur la commande dans « Mes commandes » et dans nos e-mails.
          </p>
          {errors.accept_terms?.message && (
            <p className={s.error} role="alert">
              {errors.accept_terms.message}
            </p>
          )}
        </div>
        <button
          type="submit"
          className={cx(button({ size: 'lg' }), s.submit)}
          disabled={pending}
          data-loading={pending ? '' : undefined}
        >
          {pending ? (
            // As Chakra's Button with a loadingText: the spinner, then that text.
            <span className={s.loading}>
              <span className={cx(spinner({ size: 'inherit' }), s.spinner)} />
              Validation de la commande…
            </span>
          ) : (
            'Commander avec obligation de paiement'
          )}
        </button>
      </div>
    </form>
  );
}
