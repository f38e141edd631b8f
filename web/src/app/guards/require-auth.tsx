// Pages for signed-in visitors (and admins): others get the « not signed in » toast
// (MESSAGES.notLoggedIn) and go to /connexion. Until the browser knows the session (and while
// the served shell hydrates: the server never knows it), the screen's title and a skeleton hold
// its place, as in the shell (docs/performance.md, "Client screens paint from their HTML").
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useLocation } from 'react-router-dom';
import { MESSAGES } from '@fohzshop/shared/messages';
import { ROUTES } from '@fohzshop/shared/routes';
import { useSession } from '@/entities/session/hooks/use-session';
import { useSessionBootstrap } from '@/entities/session/hooks/use-session-bootstrap';
import { useFullyHydrated } from '@/lib/hydration/hydration-store';
import { ScreenSkeleton } from '@/ui/screen-skeleton';
import { notify } from '@/ui/toaster-store';
import { Forbidden } from './forbidden';

type Props = { admin?: boolean; title: string; children: ReactNode };

export function RequireAuth({ admin = false, title, children }: Props) {
  useSessionBootstrap(true);
  const session = useSession();
  const location = useLocation();
  const hydrated = useFullyHydrated();
  const signedOut = hydrated && session.checked && !session.isSignedIn;

  useEffect(() => {
    if (signedOut) notify.error(MESSAGES.notLoggedIn);
  }, [signedOut]);

  if (!hydrated || !session.checked || (session.isSignedIn && !session.resolved)) {
    return <ScreenSkeleton title={title} label="Chargement de votre espace…" />;
  }
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
