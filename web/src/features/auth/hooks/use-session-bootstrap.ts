// Starts the session once the first paint is done — right away when a session is expected or
// when `immediate` (a guarded page needs the answer now).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionStore, startSession } from '../api/session-store';

export function useSessionBootstrap(immediate = false): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (immediate || sessionStore.expectsUser()) {
      void startSession(queryClient);
      return;
    }
    const start = () => void startSession(queryClient);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(start, 200);
    return () => window.clearTimeout(id);
  }, [queryClient, immediate]);
}
