import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, type FieldError } from 'react-hook-form';
import { Input } from '@/ui/input';
import { FormField } from '@/ui/form-field';
import { useFullyHydrated } from '@/lib/hydration/hydration-store';
import { signUp } from '@/entities/session/api/auth-api';
import { PASSWORD_HINT } from '@fohzshop/shared/password-rule';
import { SignupFormSchema, type SignupForm } from './auth-schemas';

/** All messages of a field validated with criteriaMode 'all', one sentence after the other. */
function allMessages(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  const all = Object.values(error.types ?? {}).flatMap((value) =>
    Array.isArray(value) ? value : typeof value === 'string' ? [value] : [],
  );
  return all.length > 0 ? all.join(' ') : error.message;
}

export function SignupForm({ onSuccess }: { onSuccess: () => void }) {
  // Served in the page's HTML: the fields take input at once, the button once the app can send
  // (a submit before would be the browser's own, sending nothing the shop reads).
  const ready = useFullyHydrated();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupForm>({
    resolver: zodResolver(SignupFormSchema),
    // Every unmet password rule is shown at once, not one per submit.
    criteriaMode: 'all',
  });
  const mutation = useMutation({
    mutationFn: async ({ phone, ...identity }: SignupForm) => {
      await signUp(identity);
      // A failed phone write must not undo the account: it can be added in « Mes informations ».
      // The database SDK only once the account exists (not on the page's load).
      const { saveSignupPhone } = await import('../api/signup-phone-api');
      await saveSignupPhone(phone).catch(() => undefined);
    },
    meta: { successMessage: 'Votre compte a été créé. Bienvenue chez FōhzShop !' },
    onSuccess,
  });
  return (
    <form method="post" noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
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
        <FormField label="Téléphone" error={errors.phone?.message} helper="Facultatif.">
          <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
        </FormField>
        <FormField
          label="Mot de passe"
          error={allMessages(errors.password)}
          helper={PASSWORD_HINT}
          required
        >
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <Button
          type="submit"
          disabled={!ready}
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
