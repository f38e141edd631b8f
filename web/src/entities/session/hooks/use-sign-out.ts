// Sign-out: clears the user, signs out, goes home. Home first, so a guarded page being
// left does not see the signed-out state and complain.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify, notifyError } from '@/ui/toaster-store';

export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await navigate('/');
      const { signOutUser } = await import('../api/auth-api');
      await signOutUser();
      queryClient.removeQueries({ queryKey: ['users'] });
      notify.info('Vous êtes déconnecté.');
    } catch (error) {
      notifyError(error, 'La déconnexion a échoué. Réessayez.');
    }
  }, [navigate, queryClient]);
}
