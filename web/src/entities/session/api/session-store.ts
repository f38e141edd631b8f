// The session: who is signed in, their users/{uid} record, and whether that is known yet.
// Firebase Auth is downloaded only when a session is expected (a local hint written at sign-in)
// or a page needs the answer (account, checkout, Hyperviseur): anonymous visitors never load it.
import type { QueryClient } from '@tanstack/react-query';
import type { User as AuthUser } from 'firebase/auth';
import type { User } from '@fohzshop/shared/schemas/user';
import { createLocalStore } from '@/lib/local-store';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { userQueryKey } from './user-query-key';

export type SessionUser = { uid: string; email: string | null; adminClaim: boolean };
/** checked: Firebase Auth has answered. resolved: the app may render (checked, or no session expected). */
export type SessionState = { checked: boolean; resolved: boolean; user: SessionUser | null };

// Private mode: no hint, the spinner is simply skipped.
const hint = createLocalStore<boolean>({
  key: STORAGE_KEYS.session,
  empty: false,
  parse: (raw) => raw === '1',
  serialize: (signedIn) => (signedIn ? '1' : null),
});
const readHint = hint.get;
const writeHint = hint.set;

// Server render and hydration: nobody is signed in and nothing is pending (same HTML for all).
let state: SessionState = { checked: false, resolved: true, user: null };
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export const sessionStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): SessionState => state,
  /** True when a session probably exists: start Auth right away instead of when idle. */
  expectsUser: (): boolean => readHint(),
};

/**
 * When a session is expected, starts fetching Firebase Auth and the user record's reader as the
 * page starts instead of after its hydration: on a signed-in screen, the chain to its content
 * (Auth's chunk, the stored session, the token, the user record, the screen's data) then begins
 * with the entry. Nothing changes state: the hydration must find the server's markup.
 */
export function warmSession(): void {
  if (!readHint()) return;
  void Promise.all([
    import('@/lib/firebase/auth').then(({ loadAuth }) => loadAuth()),
    import('./users-api'),
  ]).catch(() => undefined);
}

let started: Promise<void> | undefined;
/** The uid whose token was refreshed for an admin grant (once per grant: no refresh loop). */
let refreshedForGrant: string | undefined;
let stopProfile: (() => void) | undefined;
/** Bumped on every auth change: a change handled after an await checks it is still current. */
let generation = 0;

async function toSessionUser(user: AuthUser): Promise<SessionUser> {
  let adminClaim = false;
  try {
    adminClaim = (await user.getIdTokenResult()).claims.admin === true;
  } catch {
    // Offline: claims unknown, the user record still tells.
  }
  return { uid: user.uid, email: user.email, adminClaim };
}

/** Subscribe to auth changes once; each change (re)loads users/{uid} into the query cache. */
export function startSession(queryClient: QueryClient): Promise<void> {
  if (started) return started;
  // An expected session: the app waits (full-screen spinner) until Auth has answered.
  if (readHint()) setState({ ...state, resolved: false });
  started = Promise.all([import('@/lib/firebase/auth'), import('./users-api')])
    .then(async ([{ loadAuth }, { listenUser }]) => {
      const { auth, sdk } = await loadAuth();
      sdk.onIdTokenChanged(auth, async (authUser) => {
        const current = (generation += 1);
        stopProfile?.();
        stopProfile = undefined;
        writeHint(Boolean(authUser));
        if (!authUser) {
          setState({ checked: true, resolved: true, user: null });
          return;
        }
        const user = await toSessionUser(authUser);
        // Signed out (or another user signed in) while the claims were read: drop this one.
        if (current !== generation) return;
        let first = true;
        stopProfile = listenUser(user.uid, (profile: User | null) => {
          queryClient.setQueryData(userQueryKey(user.uid), profile);
          // Granted admin while signed in: the server writes the claim, then this record. A
          // fresh token carries the claim (onIdTokenChanged runs again), so the Hyperviseur's
          // reads work without signing out (docs/security-model.md, « The admin role »).
          if (profile?.admin !== true) refreshedForGrant = undefined;
          else if (!user.adminClaim && refreshedForGrant !== user.uid) {
            refreshedForGrant = user.uid;
            authUser.getIdToken(true).catch(() => undefined);
          }
          if (first) {
            first = false;
            setState({ checked: true, resolved: true, user });
          }
        });
        // Same user, refreshed token (e.g. admin claim granted): update without waiting.
        if (state.user?.uid === user.uid) setState({ checked: true, resolved: true, user });
      });
    })
    .catch(() => setState({ checked: true, resolved: true, user: null }));
  return started;
}
