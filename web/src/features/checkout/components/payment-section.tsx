// How to pay: bank transfer, card, or 2/3/4 instalments without fees — card and instalments
// only when this deploy takes them (paymentOptions; transfer alone while it answers or if it
// fails). Instalments show the eligible range and the schedule of the shared plan; outside the
// range the choice is disabled with the reason; the offer carries the credit notice (warning,
// lender, conditions). The transfer needs a confirmed e-mail address: until it is, the notice
// under it sends the confirmation link.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  INSTALMENT_COUNTS,
  INSTALMENT_MAX_CENTS,
  INSTALMENT_MIN_CENTS,
} from '@fohzshop/shared/constants';
import { instalmentIneligibility, instalmentPlan } from '@fohzshop/shared/instalments';
import { formatCents } from '@fohzshop/shared/money';
import type { PaymentMethod } from '@fohzshop/shared/schemas/order';
import { InstalmentCreditNotice } from '@/entities/shop/components/instalment-credit-notice';
import { heading, list } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import type { EmailVerification } from '../hooks/use-email-verification';
import type { PaymentAvailability } from '../hooks/use-payment-options';
import type { CheckoutValues } from './checkout-request';
import { ChoiceInput } from './choice-input';
import { AvailabilityNote } from './availability-note';
import { EmailVerificationNotice } from './email-verification-notice';
import s from './payment-section.styles';

type Props = {
  totalCents: number;
  values: Pick<CheckoutValues, 'payment_method' | 'instalments'>;
  register: UseFormRegister<CheckoutValues>;
  errors: FieldErrors<CheckoutValues>;
  today: Date;
  availability: PaymentAvailability;
  verification: EmailVerification;
};

const DAY = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });
const RANGE = `De ${formatCents(INSTALMENT_MIN_CENTS)} à ${formatCents(INSTALMENT_MAX_CENTS)} d'achat.`;
// Chakra's List without markers: role="list" kept, as Chakra set it.
const scheduleList = list();

function Schedule({
  totalCents,
  count,
  today,
}: {
  totalCents: number;
  count: number;
  today: Date;
}) {
  const plan = instalmentPlan(totalCents, count, today);
  return (
    <ol role="list" className={cx(scheduleList.root, s.schedule)} aria-label="Échéancier">
      {plan.payments.map((payment, index) => (
        <li key={payment.date} className={cx(scheduleList.item, s.payment)}>
          <span>
            {index === 0
              ? 'Aujourd’hui'
              : `Le ${DAY.format(new Date(`${payment.date}T00:00:00Z`))}`}
          </span>
          <span className={s.amount}>{formatCents(payment.amountCents)}</span>
        </li>
      ))}
    </ol>
  );
}

export function PaymentSection({
  totalCents,
  values,
  register,
  errors,
  today,
  availability,
  verification,
}: Props) {
  const ineligible = instalmentIneligibility(totalCents);
  const method = values.payment_method;
  const offers = (m: PaymentMethod) => availability.methods.includes(m);
  return (
    <section aria-labelledby="payment-title">
      <h2 id="payment-title" className={cx(heading({ size: 'md' }), s.title)}>
        Mode de paiement
      </h2>
      <div className={s.choices} role="radiogroup" aria-label="Mode de paiement">
        <ChoiceInput type="radio" value="bank_transfer" {...register('payment_method')}>
          <p className={s.method}>Virement bancaire</p>
          <p className={s.note}>
            Nos coordonnées bancaires et la référence à indiquer s'affichent après la commande ; vos
            articles vous sont réservés jusqu'à la réception du virement.
          </p>
        </ChoiceInput>
        {method === 'bank_transfer' && verification.status === 'unverified' && (
          <EmailVerificationNotice verification={verification} cardOffered={offers('card')} />
        )}
        {offers('card') && (
          <ChoiceInput type="radio" value="card" {...register('payment_method')}>
            <p className={s.method}>Carte bancaire</p>
            <p className={s.note}>
              Paiement sécurisé sur la page de notre prestataire de paiement.
            </p>
          </ChoiceInput>
        )}
        {offers('instalments') && (
          <ChoiceInput
            type="radio"
            value="instalments"
            disabled={ineligible !== null}
            {...register('payment_method')}
          >
            <p className={s.method}>Paiement en 2, 3 ou 4 fois sans frais</p>
            <p className={s.note}>{ineligible ? `${ineligible} ${RANGE}` : RANGE}</p>
          </ChoiceInput>
        )}
        {/* Consumer credit (since 20 Nov 2026): the offer carries its warning and lender. */}
        {offers('instalments') && <InstalmentCreditNotice />}
        <AvailabilityNote {...availability} />
        {errors.payment_method?.message && (
          <p className={s.error} role="alert">
            {errors.payment_method.message}
          </p>
        )}
      </div>
      {method === 'instalments' && offers('instalments') && !ineligible && (
        <div className={s.plan}>
          <div className={s.counts} role="radiogroup" aria-label="Nombre de mensualités">
            {INSTALMENT_COUNTS.map((n) => (
              <ChoiceInput
                key={n}
                type="radio"
                value={String(n)}
                compact
                {...register('instalments')}
              >
                {n} fois
              </ChoiceInput>
            ))}
          </div>
          <p className={s.small}>
            {values.instalments} mensualités, soit {formatCents(totalCents)} au total, sans frais.
          </p>
          <Schedule totalCents={totalCents} count={Number(values.instalments)} today={today} />
        </div>
      )}
    </section>
  );
}
