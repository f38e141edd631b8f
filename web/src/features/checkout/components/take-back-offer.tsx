// With a scooter in the order: the free 1-for-1 take-back of the customer's old one (DEEE,
// C. env. R543-180, distance sales included), offered here and recorded on the order.
import { Link, Stack, Text } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ROUTES } from '@fohzshop/shared/routes';
import { ChoiceInput } from './choice-input';

export function TakeBackOffer({ field }: { field: UseFormRegisterReturn<'take_back'> }) {
  return (
    <Stack as="fieldset" gap="2">
      <Text as="legend" fontWeight="semibold" mb="2">
        Reprise gratuite de votre ancienne trottinette
      </Text>
      <ChoiceInput type="checkbox" data-testid="take-back" {...field}>
        <Text>
          Je souhaite la reprise gratuite de mon ancienne trottinette électrique (une reprise pour
          une trottinette achetée).
        </Text>
      </ChoiceInput>
      <Text fontSize="sm" color="fg.muted">
        Notre service client vous contacte pour la récupérer à la livraison ou vous indiquer un
        point de collecte proche, à nos frais. Vos batteries usagées sont aussi reprises
        gratuitement :{' '}
        <Link href={ROUTES.BATTERY_TAKE_BACK.path} target="_blank" rel="noopener" color="orange.fg">
          comment faire (nouvel onglet)
        </Link>
        .
      </Text>
    </Stack>
  );
}
