// The signed-in customer as the account forms need them (the guard guarantees a user).
import { useSession } from '@/entities/session/hooks/use-session';
import type { Identity } from '../api/profile-api';

export function useAccountIdentity() {
  const { user, profile } = useSession();
  const identity: Identity | null = user ? { uid: user.uid, email: user.email } : null;
  return { identity, profile };
}
