// The deletion of the account after the password has been typed again (the function refuses a
// session whose last sign-in is not recent). The JSON copy of what the shop stores is asked by
// the screen itself, through useCallable(exportMyData).
import { deleteMyAccount } from '@fohzshop/shared/contracts/account';
import { authError } from '@/entities/session/api/auth-api';
import { callFunction } from '@/lib/firebase/call-function';
import { loadAuth } from '@/lib/firebase/auth';
import { UserFacingError } from '@/lib/errors';

/** Proves the password again: the next ID token carries a fresh auth_time. */
async function reauthenticate(password: string): Promise<void> {
  const { auth, sdk } = await loadAuth();
  const user = auth.currentUser;
  if (!user?.email)
    throw new UserFacingError('auth/no-user', 'Votre session a expiré. Reconnectez-vous.');
  try {
    await sdk.reauthenticateWithCredential(
      user,
      sdk.EmailAuthProvider.credential(user.email, password),
    );
    await user.getIdToken(true);
  } catch (error) {
    throw authError(error);
  }
}

export async function deleteAccount(password: string): Promise<void> {
  await reauthenticate(password);
  await callFunction(deleteMyAccount, { confirm: true });
}
