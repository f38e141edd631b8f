// First name, last name and phone of users/{uid}; the success toast is the shop's exact text.
import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '@fohzshop/shared/messages';
import { Input } from '@/ui/input';
import { FormField } from '@/ui/form-field';
import { saveProfile } from '../api/profile-api';
import { useAccountIdentity } from '../hooks/use-account-identity';
import { ProfileFormSchema, type ProfileForm } from './account-schemas';

export function ProfileFormCard() {
  const { identity, profile } = useAccountIdentity();
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
    reset,
  } = useForm<ProfileForm>({
    resolver: zodResolver(ProfileFormSchema),
    values: {
      first_name: profile?.first_name ?? '',
      last_name: profile?.last_name ?? '',
      phone: profile?.phone ?? '',
    },
  });
  const mutation = useMutation({
    mutationFn: (values: ProfileForm) => {
      if (!identity) throw new Error('signed out');
      return saveProfile(identity, profile, values);
    },
    // The shop's rule: saving the current user fails without a toast; the form says it instead.
    meta: { successMessage: MESSAGES.userUpdated, silent: true },
    onSuccess: (_data, values) => reset(values),
  });
  return (
    <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Prénom" error={errors.first_name?.message} required>
            <Input autoComplete="given-name" {...register('first_name')} />
          </FormField>
          <FormField label="Nom" error={errors.last_name?.message} required>
            <Input autoComplete="family-name" {...register('last_name')} />
          </FormField>
        </SimpleGrid>
        <FormField label="Téléphone" error={errors.phone?.message} helper="Facultatif.">
          <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
        </FormField>
        <FormField label="Adresse e-mail" helper="L'adresse de connexion ne se modifie pas ici.">
          <Input value={profile?.email || identity?.email || ''} readOnly disabled />
        </FormField>
        {mutation.isError && (
          <Text color="fg.error" role="alert">
            Vos informations n'ont pas pu être enregistrées. Réessayez.
          </Text>
        )}
        <Button
          type="submit"
          alignSelf="start"
          loading={mutation.isPending}
          loadingText="Enregistrement…"
          disabled={!isDirty}
        >
          Enregistrer
        </Button>
      </Stack>
    </form>
  );
}
