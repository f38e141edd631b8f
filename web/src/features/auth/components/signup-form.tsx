// The sign-up form, painted from the page's HTML as plain controls (the fields take input at once).
// Its check (zod, the shared schema; every unmet password rule at once) loads at the first focus
// or press in the form, Firebase Auth when it is sent: neither is on the page's load path.
import { useMutation } from '@tanstack/react-query';
import { PASSWORD_HINT } from '@fohzshop/shared/password-rule';
import { useLazyForm } from '@/lib/forms/use-lazy-form';
import { EMAIL_INPUT, StaticInput } from '@/ui/static-field';
import type { SignupForm as SignupValues } from '../lib/auth-schemas';
import s from './auth-card.styles';
import { SubmitButton } from './submit-button';

const loadCheck = () => import('../lib/auth-checks').then((m) => m.checkSignup);

async function createAccount({ phone, ...identity }: SignupValues): Promise<void> {
  const { signUp } = await import('@/entities/session/api/auth-api');
  await signUp(identity);
  // A failed phone write must not undo the account: it can be added in « Mes informations ».
  // The database SDK only once the account exists (not on the page's load).
  const { saveSignupPhone } = await import('../api/signup-phone-api');
  await saveSignupPhone(phone).catch(() => undefined);
}

type Props = { onSuccess: () => void; onEngaged?: () => void };

export function SignupForm({ onSuccess, onEngaged }: Props) {
  const mutation = useMutation({
    mutationFn: createAccount,
    meta: { successMessage: 'Votre compte a été créé. Bienvenue chez FōhzShop !' },
    onSuccess,
  });
  const { errors, formProps } = useLazyForm(
    loadCheck,
    (values) => mutation.mutate(values),
    onEngaged,
  );
  return (
    <form method="post" {...formProps} aria-label="Création de compte">
      <div className={s.stack}>
        <div className={s.pair}>
          <StaticInput
            label="Prénom"
            error={errors.first_name}
            required
            name="first_name"
            autoComplete="given-name"
          />
          <StaticInput
            label="Nom"
            error={errors.last_name}
            required
            name="last_name"
            autoComplete="family-name"
          />
        </div>
        <StaticInput label="Adresse e-mail" error={errors.email} required {...EMAIL_INPUT} />
        <StaticInput
          label="Téléphone"
          error={errors.phone}
          helper="Facultatif."
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
        <StaticInput
          label="Mot de passe"
          error={errors.password}
          helper={PASSWORD_HINT}
          required
          name="password"
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton
          label="Créer mon compte"
          pendingLabel="Création du compte…"
          pending={mutation.isPending}
        />
      </div>
    </form>
  );
}
