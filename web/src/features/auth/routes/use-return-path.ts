import { useLocation } from 'react-router-dom';

/** Where to go after signing in: the guarded page that sent the visitor here, else home. */
export function useReturnPath(): string {
  const state = useLocation().state as { from?: unknown } | null;
  const from = state?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}
