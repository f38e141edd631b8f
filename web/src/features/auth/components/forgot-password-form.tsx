// Asks for the reset link, then says where to look (same answer whether the account exists).
import { Button, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Input } from '@/ui/input';
import { FormField } from '@/ui/form-field';
import { sendPasswordReset } from '../api/password-reset-api';
import { PasswordResetSchema, type PasswordResetForm } from './auth-schemas';

export const RESET_SENT =
  'Si un compte existe pour cette adresse, vous allez recevoir un e-mail avec un lien pour choisir un nouveau mot de passe.';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordResetForm>({ resolver: zodResolver(PasswordResetSchema) });
  const mutation = useMutation({
    mutationFn: (values: PasswordResetForm) => sendPasswordReset(values.email),
  });
  if (mutation.isSuccess)
    return (
      <Stack gap="4">
        <Text role="status">{RESET_SENT}</Text>
        <Button variant="outline" onClick={onBack}>
          Retour à la connexion
        </Button>
      </Stack>
    );
  return (
    <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
      <Stack gap="4">
        <Text color="fg.muted">
          Saisissez l'adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un
          nouveau mot de passe.
        </Text>
        <FormField label="Adresse e-mail" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <Button type="submit" loading={mutation.isPending} loadingText="Envoi…" size="lg">
          Recevoir le lien
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Retour à la connexion
        </Button>
      </Stack>
    </form>
  );
}
