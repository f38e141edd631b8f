import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@fohzshop/shared/routes';
import { AppLink } from '@/ui/app-link';
import { AuthCard } from '../components/auth-card';
import { SignupForm } from '../components/signup-form';
import { useSession } from '@/entities/session/hooks/use-session';
import { useSessionBootstrap } from '@/entities/session/hooks/use-session-bootstrap';
import { useReturnPath } from './use-return-path';

export function SignupRoute() {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  // Signing in or up needs Firebase Auth: start the session here (it is not loaded elsewhere).
  useSessionBootstrap(true);
  const { isSignedIn } = useSession();
  // Signed in on arrival ⇒ nothing to do here; signed in by this form ⇒ wait for the record.
  const [signedInOnArrival] = useState(isSignedIn);
  if (signedInOnArrival) return <Navigate to={returnPath} replace />;
  return (
    <AuthCard
      title="Créer mon compte"
      intro="Quelques secondes suffisent pour commander, suivre vos livraisons et gérer vos adresses."
      footer={
        <>
          Déjà client ?{' '}
          <AppLink
            to={ROUTES.USER_LOGIN.path}
            state={{ from: returnPath }}
            color="orange.fg"
            fontWeight="semibold"
          >
            Se connecter
          </AppLink>
        </>
      }
    >
      <SignupForm onSuccess={() => void navigate(returnPath, { replace: true })} />
    </AuthCard>
  );
}
