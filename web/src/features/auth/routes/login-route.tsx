import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@fohzshop/shared/routes';
import { AppLink } from '@/ui/app-link';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { LoginForm } from '../components/login-form';
import { useSession } from '@/entities/session/hooks/use-session';
import { useSessionBootstrap } from '@/entities/session/hooks/use-session-bootstrap';
import { useFullyHydrated } from '@/lib/hydration/hydration-store';
import { useReturnPath } from './use-return-path';

export function LoginRoute() {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  // Signing in or up needs Firebase Auth: start the session here (it is not loaded elsewhere).
  useSessionBootstrap(true);
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
      footer={
        <>
          Pas encore de compte ?{' '}
          <AppLink
            to={ROUTES.USER_SIGNUP.path}
            state={{ from: returnPath }}
            color="orange.fg"
            fontWeight="semibold"
          >
            Créer mon compte
          </AppLink>
        </>
      }
    >
      {forgotten ? (
        <ForgotPasswordForm onBack={() => setForgotten(false)} />
      ) : (
        <>
          <LoginForm onSuccess={() => void navigate(returnPath, { replace: true })} />
          <Button
            variant="plain"
            size="sm"
            mt="3"
            color="orange.fg"
            // Served in the page's HTML: a click before the app has started would be lost.
            disabled={!hydrated}
            onClick={() => setForgotten(true)}
          >
            Mot de passe oublié ?
          </Button>
        </>
      )}
    </AuthCard>
  );
}
