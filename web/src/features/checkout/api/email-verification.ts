// Whether the signed-in customer's e-mail address is confirmed (Firebase Auth; the shop's own
// verification e-mail is the sendEmailVerification callable): a bank transfer holds stock for
// days, so placeOrder takes it only from a confirmed address (docs/security-model.md).
import { loadAuth } from '@/lib/firebase/auth';

export type AddressState = { email: string | null; verified: boolean };

/**
 * The Auth user's address and whether it is confirmed. `reload`: ask Auth again (the link was
 * opened, maybe in another tab), then, once confirmed, take a new ID token so that the next
 * placeOrder carries email_verified: true.
 */
export async function readAddressState(reload: boolean): Promise<AddressState> {
  const { auth, sdk } = await loadAuth();
  const user = auth.currentUser;
  if (!user) return { email: null, verified: false };
  if (reload) {
    await sdk.reload(user);
    if (user.emailVerified) await user.getIdToken(true);
  }
  return { email: user.email, verified: user.emailVerified };
}
