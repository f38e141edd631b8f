import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Input } from '@/ui/input';
import { FormField } from '@/ui/form-field';
import { useFullyHydrated } from '@/lib/hydration/hydration-store';
import { signIn } from '@/entities/session/api/auth-api';
import { LoginFormSchema, type LoginForm } from './auth-schemas';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  // Served in the page's HTML: the fields take input at once, the button once the app can send
  // (a submit before would be the browser's own, sending nothing the shop reads).
  const ready = useFullyHydrated();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm>({ resolver: zodResolver(LoginFormSchema) });
  const mutation = useMutation({
    mutationFn: (values: LoginForm) => signIn(values.email, values.password),
    meta: { successMessage: 'Vous êtes connecté. Bon retour parmi nous !' },
    onSuccess,
  });
  return (
    <form method="post" noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
      <Stack gap="4">
        <FormField label="Adresse e-mail" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <FormField label="Mot de passe" error={errors.password?.message} required>
          <Input type="password" autoComplete="current-password" {...register('password')} />
        </FormField>
        <Button
          type="submit"
          disabled={!ready}
          loading={mutation.isPending}
          loadingText="Connexion…"
          size="lg"
        >
          Se connecter
        </Button>
      </Stack>
    </form>
  );
}
