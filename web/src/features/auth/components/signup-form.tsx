import { Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormField } from '@/ui/form-field';
import { signUp } from '@/entities/session/api/auth-api';
import { SignupFormSchema, type SignupForm } from './auth-schemas';

export function SignupForm({ onSuccess }: { onSuccess: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupForm>({ resolver: zodResolver(SignupFormSchema) });
  const mutation = useMutation({
    mutationFn: signUp,
    meta: { successMessage: 'Votre compte a été créé. Bienvenue chez FōhzShop !' },
    onSuccess,
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
        <FormField label="Adresse e-mail" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <FormField
          label="Mot de passe"
          error={errors.password?.message}
          helper="8 caractères minimum."
          required
        >
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <Button
          type="submit"
          loading={mutation.isPending}
          loadingText="Création du compte…"
          size="lg"
        >
          Créer mon compte
        </Button>
      </Stack>
    </form>
  );
}
