// Whether an account's e-mail address is verified. The ID token says so once it was issued
// after the verification; a token issued before still says false, so the Auth record decides.
import type { DecodedIdToken } from 'firebase-admin/auth';
import { auth } from '../core/admin.js';

export async function hasVerifiedEmail(uid: string, token: DecodedIdToken): Promise<boolean> {
  if (token.email_verified === true) return true;
  const user = await auth().getUser(uid);
  return user.emailVerified && typeof user.email === 'string' && user.email !== '';
}
