// /connexion, painted from its HTML without Chakra's runtime. Firebase Auth starts when the form
// is first used (or at once for a visitor the browser remembers as signed in, who is sent on):
// an anonymous visitor's load carries neither Auth nor zod.
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { ROUTES } from '@fohzshop/shared/routes';
import { useSession } from '@/entities/session/hooks/use-session';
import { useSessionBootstrap } from '@/entities/session/hooks/use-session-bootstrap';
import { useFullyHydrated } from '@/lib/hydration/hydration-store';
import { button } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import { AuthCard } from '../components/auth-card';
import s from '../components/auth-card.styles';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { LoginForm } from '../components/login-form';
import { useReturnPath } from './use-return-path';

export function LoginRoute() {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const [engaged, setEngaged] = useState(false);
  useSessionBootstrap(engaged);
  const { isSignedIn } = useSession();
  const [forgotten, setForgotten] = useState(false);
  const hydrated = useFullyHydrated();
  if (isSignedIn) return <Navigate to={returnPath} replace />;
  return (
    <AuthCard
      title={forgotten ? 'Mot de passe oublié' : 'Connexion'}
      intro={
        forgotten
          ? 'Pas de souci : choisissez-en un nouveau en quelques instants.'
          : 'Connectez-vous pour suivre vos commandes et retrouver vos informations.'
      }
      footer={{
        text: 'Pas encore de compte ?',
        label: 'Créer mon compte',
        to: ROUTES.USER_SIGNUP.path,
        state: { from: returnPath },
      }}
    >
      {forgotten ? (
        <ForgotPasswordForm onBack={() => setForgotten(false)} />
      ) : (
        <>
          <LoginForm
            onSuccess={() => void navigate(returnPath, { replace: true })}
            onEngaged={() => setEngaged(true)}
          />
          <button
            type="button"
            className={cx(button({ variant: 'plain', size: 'sm' }), s.forgotten)}
            // Served in the page's HTML: a click before the app has started would be lost.
            disabled={!hydrated}
            onClick={() => setForgotten(true)}
          >
            Mot de passe oublié ?
          </button>
        </>
      )}
    </AuthCard>
  );
}
