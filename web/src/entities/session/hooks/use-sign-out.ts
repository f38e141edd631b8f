// Sign-out: goes home, signs out, clears the user. Home first, so a guarded page being left
// does not see the signed-out state and send the visitor to the login page. React Router renders
// a navigation as a transition: while the home module loads, the guarded page stays on screen,
// so the sign-out waits until the home page is committed (or a short delay, if the component
// holding this hook — e.g. the mobile menu — unmounts meanwhile).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { notify, notifyError } from '@/ui/toaster-store';

const HOME = '/';
const MAX_WAIT_MS = 3000;

export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const arrived = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (pathname !== HOME) return;
    arrived.current?.();
    arrived.current = null;
  }, [pathname]);

  return useCallback(async () => {
    try {
      if (pathname !== HOME) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, MAX_WAIT_MS);
          arrived.current = () => {
            clearTimeout(timer);
            resolve();
          };
          void navigate(HOME);
        });
      }
      const { signOutUser } = await import('../api/auth-api');
      await signOutUser();
      queryClient.removeQueries({ queryKey: ['users'] });
      notify.info('Vous êtes déconnecté.');
    } catch (error) {
      notifyError(error, 'La déconnexion a échoué. Réessayez.');
    }
  }, [navigate, pathname, queryClient]);
}
