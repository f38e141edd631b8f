// One French delivery address (add or edit); validated by the same limits as the rules.
import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Input } from '@/ui/input';
import { FormField } from '@/ui/form-field';
import { AddressFormSchema, type AddressForm } from './account-schemas';

type Props = {
  initial: AddressForm;
  busy: boolean;
  submitLabel: string;
  onSubmit: (values: AddressForm) => void;
  onCancel: () => void;
};

export function AddressFormFields({ initial, busy, submitLabel, onSubmit, onCancel }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddressForm>({ resolver: zodResolver(AddressFormSchema), defaultValues: initial });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={submitLabel}>
      <Stack gap="4">
        <FormField label="Nom de l'adresse" error={errors.label?.message} helper="Ex. : Maison.">
          <Input {...register('label')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Prénom du destinataire" error={errors.first_name?.message} required>
            <Input autoComplete="given-name" {...register('first_name')} />
          </FormField>
          <FormField label="Nom du destinataire" error={errors.last_name?.message} required>
            <Input autoComplete="family-name" {...register('last_name')} />
          </FormField>
        </SimpleGrid>
        <FormField label="Société" error={errors.company?.message}>
          <Input autoComplete="organization" {...register('company')} />
        </FormField>
        <FormField label="Adresse" error={errors.line1?.message} required>
          <Input autoComplete="address-line1" {...register('line1')} />
        </FormField>
        <FormField label="Complément d'adresse" error={errors.line2?.message}>
          <Input autoComplete="address-line2" {...register('line2')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Code postal" error={errors.postal_code?.message} required>
            <Input autoComplete="postal-code" inputMode="numeric" {...register('postal_code')} />
          </FormField>
          <FormField label="Ville" error={errors.city?.message} required>
            <Input autoComplete="address-level2" {...register('city')} />
          </FormField>
        </SimpleGrid>
        <FormField label="Téléphone du destinataire" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...register('phone')} />
        </FormField>
        <HStack gap="3">
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Annuler
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
