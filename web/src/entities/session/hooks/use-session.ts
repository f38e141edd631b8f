// Public session hook: the signed-in user, their users/{uid} record and the admin flag.
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { User } from '@fohzshop/shared/schemas/user';
import { sessionStore, type SessionUser } from '../api/session-store';
import { userQueryKey } from '../api/user-query-key';

export type Session = {
  /** False while a session is expected and the first auth check (and user record load) runs. */
  resolved: boolean;
  /** True once Firebase Auth has answered (guards wait for this). */
  checked: boolean;
  user: SessionUser | null;
  profile: User | null;
  isSignedIn: boolean;
  /**
   * Admin as the server sees it: the claim in the current token AND the admin flag on the user
   * record (docs/security-model.md); either alone opens nothing on the server.
   */
  isAdmin: boolean;
};

/** The claim in the current token AND the record's flag: what the server treats as admin. */
export const isServerAdmin = (user: SessionUser | null, profile: User | null): boolean =>
  Boolean(user?.adminClaim && profile?.admin === true);

export function useSession(): Session {
  const { checked, resolved, user } = useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.getSnapshot,
    sessionStore.getSnapshot,
  );
  // Filled by the session's live listener (setQueryData); never fetched from here.
  const { data: profile = null } = useQuery<User | null>({
    queryKey: userQueryKey(user?.uid ?? ''),
    queryFn: () => null,
    enabled: false,
    staleTime: Infinity,
  });
  return {
    resolved,
    checked,
    user,
    profile: user ? profile : null,
    isSignedIn: Boolean(user),
    isAdmin: isServerAdmin(user, user ? profile : null),
  };
}
