// « Mot de passe oublié » : Firebase Auth e-mails a reset link (the Auth emulator logs it
// locally). Whether an account exists is never revealed: an unknown address reads as sent.
import { authError } from '@/entities/session/api/auth-api';
import { loadAuth } from '@/lib/firebase/auth';

const SILENT = new Set(['auth/user-not-found', 'auth/invalid-email-not-found']);

export async function sendPasswordReset(email: string): Promise<void> {
  const { auth, sdk } = await loadAuth();
  try {
    await sdk.sendPasswordResetEmail(auth, email.trim());
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && SILENT.has(code)) return;
    throw authError(error);
  }
}
