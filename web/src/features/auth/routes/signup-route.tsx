// /creer-mon-compte, painted from its HTML without Chakra's runtime. Firebase Auth starts when the
// form is first used (or at once for a visitor the browser remembers as signed in).
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { ROUTES } from '@fohzshop/shared/routes';
import { useSession } from '@/entities/session/hooks/use-session';
import { useSessionBootstrap } from '@/entities/session/hooks/use-session-bootstrap';
import { AuthCard } from '../components/auth-card';
import { SignupForm } from '../components/signup-form';
import { useReturnPath } from './use-return-path';

export function SignupRoute() {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const [engaged, setEngaged] = useState(false);
  useSessionBootstrap(engaged);
  const { isSignedIn } = useSession();
  // Signed in on arrival ⇒ nothing to do here; signed in by this form ⇒ wait for the record.
  const [signedInOnArrival] = useState(isSignedIn);
  if (signedInOnArrival) return <Navigate to={returnPath} replace />;
  return (
    <AuthCard
      title="Créer mon compte"
      intro="Quelques secondes suffisent pour commander, suivre vos livraisons et gérer vos adresses."
      footer={{
        text: 'Déjà client ?',
        label: 'Se connecter',
        to: ROUTES.USER_LOGIN.path,
        state: { from: returnPath },
      }}
    >
      <SignupForm
        onSuccess={() => void navigate(returnPath, { replace: true })}
        onEngaged={() => setEngaged(true)}
      />
    </AuthCard>
  );
}
