// Where to deliver: one of the saved addresses or a new one, and an optional billing address.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { Address } from '@fohzshop/shared/schemas/user';
import { AddressFields } from './address-fields';
import { NEW_ADDRESS, type CheckoutValues } from './checkout-request';
import { ChoiceInput } from './choice-input';

type Props = {
  saved: readonly Address[];
  choice: string;
  billingSame: boolean;
  register: UseFormRegister<CheckoutValues>;
  errors: FieldErrors<CheckoutValues>;
};

function SavedAddress({ address }: { address: Address }) {
  return (
    <Stack gap="0" fontSize="sm">
      {address.label && <Text fontWeight="semibold">{address.label}</Text>}
      <Text>
        {address.first_name} {address.last_name}
        {address.company ? ` — ${address.company}` : ''}
      </Text>
      <Text>
        {address.line1}
        {address.line2 ? `, ${address.line2}` : ''}
      </Text>
      <Text>
        {address.postal_code} {address.city}
      </Text>
    </Stack>
  );
}

export function ShippingSection({ saved, choice, billingSame, register, errors }: Props) {
  return (
    <Box as="section" aria-labelledby="shipping-title">
      <Heading id="shipping-title" as="h2" size="md" mb="3">
        Adresse de livraison
      </Heading>
      <Stack gap="3" role="radiogroup" aria-label="Adresse de livraison">
        {saved.map((address, index) => (
          <ChoiceInput
            key={`${address.line1}-${index}`}
            type="radio"
            value={String(index)}
            {...register('shipping_choice')}
          >
            <SavedAddress address={address} />
          </ChoiceInput>
        ))}
        <ChoiceInput type="radio" value={NEW_ADDRESS} {...register('shipping_choice')}>
          <Text fontWeight="medium">Livrer à une nouvelle adresse</Text>
        </ChoiceInput>
        {errors.shipping_choice?.message && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {errors.shipping_choice.message}
          </Text>
        )}
      </Stack>
      {choice === NEW_ADDRESS && (
        <Box mt="4">
          <AddressFields prefix="shipping" register={register} errors={errors.shipping} />
        </Box>
      )}
      <Box mt="5">
        <ChoiceInput type="checkbox" {...register('billing_same')}>
          <Text>Adresse de facturation identique à l'adresse de livraison</Text>
        </ChoiceInput>
      </Box>
      {!billingSame && (
        <Box as="fieldset" mt="4">
          <Heading as="legend" size="sm" mb="3">
            Adresse de facturation
          </Heading>
          <AddressFields prefix="billing" register={register} errors={errors.billing} />
        </Box>
      )}
    </Box>
  );
}
