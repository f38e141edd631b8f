// Pages for signed-in visitors (and admins): others get the « not signed in » toast (MESSAGES.notLoggedIn) and go to /connexion.
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useLocation } from 'react-router-dom';
import { MESSAGES } from '@fohzshop/shared/messages';
import { ROUTES } from '@fohzshop/shared/routes';
import { useSession } from '@/entities/session/hooks/use-session';
import { useSessionBootstrap } from '@/entities/session/hooks/use-session-bootstrap';
import { FullScreenSpinner } from '@/ui/spinners';
import { notify } from '@/ui/toaster-store';
import { Forbidden } from './forbidden';

export function RequireAuth({ admin = false, children }: { admin?: boolean; children: ReactNode }) {
  useSessionBootstrap(true);
  const session = useSession();
  const location = useLocation();
  const signedOut = session.checked && !session.isSignedIn;

  useEffect(() => {
    if (signedOut) notify.error(MESSAGES.notLoggedIn);
  }, [signedOut]);

  if (!session.checked || (session.isSignedIn && !session.resolved)) return <FullScreenSpinner />;
  if (signedOut) {
    return (
      <Navigate
        to={ROUTES.USER_LOGIN.path}
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  }
  if (admin && !session.isAdmin) return <Forbidden />;
  return children;
}
