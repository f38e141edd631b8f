// The sign-in form, painted from the page's HTML as plain controls (the fields take input at once).
// Its check (zod, the shared schema) loads at the first focus or press in the form, Firebase Auth
// when it is sent (use-lazy-form.ts, auth-api.ts): neither is on the page's load path.
import { useMutation } from '@tanstack/react-query';
import { useLazyForm } from '@/lib/forms/use-lazy-form';
import { EMAIL_INPUT, StaticInput } from '@/ui/static-field';
import s from './auth-card.styles';
import { SubmitButton } from './submit-button';

const loadCheck = () => import('../lib/auth-checks').then((m) => m.checkLogin);
const authApi = () => import('@/entities/session/api/auth-api');

type Props = { onSuccess: () => void; onEngaged?: () => void };

export function LoginForm({ onSuccess, onEngaged }: Props) {
  const mutation = useMutation({
    mutationFn: async ({ email, password }: { email: string; password: string }) =>
      (await authApi()).signIn(email, password),
    meta: { successMessage: 'Vous êtes connecté. Bon retour parmi nous !' },
    onSuccess,
  });
  const { errors, formProps } = useLazyForm(
    loadCheck,
    (values) => mutation.mutate(values),
    onEngaged,
  );
  return (
    <form method="post" {...formProps} aria-label="Connexion">
      <div className={s.stack}>
        <StaticInput label="Adresse e-mail" error={errors.email} required {...EMAIL_INPUT} />
        <StaticInput
          label="Mot de passe"
          error={errors.password}
          required
          name="password"
          type="password"
          autoComplete="current-password"
        />
        <SubmitButton label="Se connecter" pendingLabel="Connexion…" pending={mutation.isPending} />
      </div>
    </form>
  );
}
