// Asks for the reset link, then says where to look (same answer whether the account exists).
// Plain controls like the sign-in form; its check and Firebase Auth load when it is used.
import { useMutation } from '@tanstack/react-query';
import { useLazyForm } from '@/lib/forms/use-lazy-form';
import { button } from '@/ui/recipes';
import { EMAIL_INPUT, StaticInput } from '@/ui/static-field';
import s from './auth-card.styles';
import { SubmitButton } from './submit-button';

export const RESET_SENT =
  'Si un compte existe pour cette adresse, vous allez recevoir un e-mail avec un lien pour choisir un nouveau mot de passe.';

const loadCheck = () => import('../lib/auth-checks').then((m) => m.checkPasswordReset);

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const mutation = useMutation({
    mutationFn: async ({ email }: { email: string }) =>
      (await import('../api/password-reset-api')).sendPasswordReset(email),
  });
  const { errors, formProps } = useLazyForm(loadCheck, (values) => mutation.mutate(values));
  const back = (
    <button type="button" className={button({ variant: 'outline' })} onClick={onBack}>
      Retour à la connexion
    </button>
  );
  if (mutation.isSuccess)
    return (
      <div className={s.stack}>
        <p role="status">{RESET_SENT}</p>
        {back}
      </div>
    );
  return (
    <form {...formProps} aria-label="Mot de passe oublié">
      <div className={s.stack}>
        <p className={s.muted}>
          Saisissez l&apos;adresse e-mail de votre compte : nous vous enverrons un lien pour choisir
          un nouveau mot de passe.
        </p>
        <StaticInput label="Adresse e-mail" error={errors.email} required {...EMAIL_INPUT} />
        <SubmitButton label="Recevoir le lien" pendingLabel="Envoi…" pending={mutation.isPending} />
        <button type="button" className={button({ variant: 'ghost' })} onClick={onBack}>
          Retour à la connexion
        </button>
      </div>
    </form>
  );
}
