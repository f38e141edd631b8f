// Starts the session: when `immediate` (a guarded page needs the answer now), or once `ready`
// (the page is hydrated) if a session is expected. Anonymous visitors never load Firebase Auth.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionStore, startSession } from '../api/session-store';

export function useSessionBootstrap(immediate = false, ready = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (immediate || (ready && sessionStore.expectsUser())) void startSession(queryClient);
  }, [queryClient, immediate, ready]);
}
