// How to pay: bank transfer, card, or 2/3/4 instalments without fees — card and instalments
// only when this deploy takes them (paymentOptions; transfer alone while it answers or if it
// fails). Instalments show the eligible range and the schedule of the shared plan; outside the
// range the choice is disabled with the reason; the offer carries the credit notice (warning,
// lender, conditions). The transfer needs a confirmed e-mail address: until it is, the notice
// under it sends the confirmation link.
import { Box, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
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
import type { EmailVerification } from '../hooks/use-email-verification';
import type { PaymentAvailability } from '../hooks/use-payment-options';
import type { CheckoutValues } from './checkout-request';
import { ChoiceInput } from './choice-input';
import { AvailabilityNote } from './availability-note';
import { EmailVerificationNotice } from './email-verification-notice';

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
    <List.Root as="ol" gap="1" fontSize="sm" ps="0" listStyleType="none" aria-label="Échéancier">
      {plan.payments.map((payment, index) => (
        <List.Item key={payment.date} display="flex" justifyContent="space-between" gap="4">
          <span>
            {index === 0
              ? 'Aujourd’hui'
              : `Le ${DAY.format(new Date(`${payment.date}T00:00:00Z`))}`}
          </span>
          <Text as="span" fontWeight="semibold">
            {formatCents(payment.amountCents)}
          </Text>
        </List.Item>
      ))}
    </List.Root>
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
    <Box as="section" aria-labelledby="payment-title">
      <Heading id="payment-title" as="h2" size="md" mb="3">
        Mode de paiement
      </Heading>
      <Stack gap="3" role="radiogroup" aria-label="Mode de paiement">
        <ChoiceInput type="radio" value="bank_transfer" {...register('payment_method')}>
          <Text fontWeight="medium">Virement bancaire</Text>
          <Text fontSize="sm" color="fg.muted">
            Nos coordonnées bancaires et la référence à indiquer s'affichent après la commande ; vos
            articles vous sont réservés jusqu'à la réception du virement.
          </Text>
        </ChoiceInput>
        {method === 'bank_transfer' && verification.status === 'unverified' && (
          <EmailVerificationNotice verification={verification} cardOffered={offers('card')} />
        )}
        {offers('card') && (
          <ChoiceInput type="radio" value="card" {...register('payment_method')}>
            <Text fontWeight="medium">Carte bancaire</Text>
            <Text fontSize="sm" color="fg.muted">
              Paiement sécurisé sur la page de notre prestataire de paiement.
            </Text>
          </ChoiceInput>
        )}
        {offers('instalments') && (
          <ChoiceInput
            type="radio"
            value="instalments"
            disabled={ineligible !== null}
            {...register('payment_method')}
          >
            <Text fontWeight="medium">Paiement en 2, 3 ou 4 fois sans frais</Text>
            <Text fontSize="sm" color="fg.muted">
              {ineligible ? `${ineligible} ${RANGE}` : RANGE}
            </Text>
          </ChoiceInput>
        )}
        {/* Consumer credit (since 20 Nov 2026): the offer carries its warning and lender. */}
        {offers('instalments') && <InstalmentCreditNotice />}
        <AvailabilityNote {...availability} />
        {errors.payment_method?.message && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {errors.payment_method.message}
          </Text>
        )}
      </Stack>
      {method === 'instalments' && offers('instalments') && !ineligible && (
        <Stack gap="3" mt="4" borderWidth="1px" rounded="l2" p="4">
          <HStack gap="4" role="radiogroup" aria-label="Nombre de mensualités" wrap="wrap">
            {INSTALMENT_COUNTS.map((n) => (
              <ChoiceInput
                key={n}
                type="radio"
                value={String(n)}
                frame={{ p: '2', px: '3' }}
                {...register('instalments')}
              >
                {n} fois
              </ChoiceInput>
            ))}
          </HStack>
          <Text fontSize="sm">
            {values.instalments} mensualités, soit {formatCents(totalCents)} au total, sans frais.
          </Text>
          <Schedule totalCents={totalCents} count={Number(values.instalments)} today={today} />
        </Stack>
      )}
    </Box>
  );
}
