// A French delivery or billing address: the fields of the shared address schemas (the country is
// always France; delivery in metropolitan France only, billing anywhere in France).
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Input } from '@/ui/input';
import { FormField } from '@/ui/form-field';
import type { AddressDraft, CheckoutValues } from './checkout-request';

type Props = {
  prefix: 'shipping' | 'billing';
  register: UseFormRegister<CheckoutValues>;
  errors?: FieldErrors<AddressDraft>;
};

export function AddressFields({ prefix, register, errors }: Props) {
  const field = (name: keyof AddressDraft) => register(`${prefix}.${name}`);
  const auto = prefix === 'shipping' ? 'shipping' : 'billing';
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Prénom" error={errors?.first_name?.message} required>
          <Input autoComplete={`${auto} given-name`} {...field('first_name')} />
        </FormField>
        <FormField label="Nom" error={errors?.last_name?.message} required>
          <Input autoComplete={`${auto} family-name`} {...field('last_name')} />
        </FormField>
      </SimpleGrid>
      <FormField label="Société (facultatif)" error={errors?.company?.message}>
        <Input autoComplete={`${auto} organization`} {...field('company')} />
      </FormField>
      <FormField label="Adresse" error={errors?.line1?.message} required>
        <Input autoComplete={`${auto} address-line1`} {...field('line1')} />
      </FormField>
      <FormField label="Complément d'adresse (facultatif)" error={errors?.line2?.message}>
        <Input autoComplete={`${auto} address-line2`} {...field('line2')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Code postal" error={errors?.postal_code?.message} required>
          <Input
            autoComplete={`${auto} postal-code`}
            inputMode="numeric"
            maxLength={5}
            {...field('postal_code')}
          />
        </FormField>
        <FormField label="Ville" error={errors?.city?.message} required>
          <Input autoComplete={`${auto} address-level2`} {...field('city')} />
        </FormField>
      </SimpleGrid>
      <FormField label="Téléphone (facultatif)" error={errors?.phone?.message}>
        <Input type="tel" autoComplete={`${auto} tel`} {...field('phone')} />
      </FormField>
      <Text fontSize="sm" color="fg.muted">
        {prefix === 'shipping'
          ? "Pays : France métropolitaine, Corse comprise (livraison offerte, sans minimum d'achat)."
          : 'Pays : France.'}
      </Text>
    </Stack>
  );
}
