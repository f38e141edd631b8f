// Sign in, sign up and sign out with Firebase Auth (loaded on demand), errors in French.
import { PASSWORD_MESSAGES } from '@fohzshop/shared/password-rule';
import { loadAuth } from '@/lib/firebase/auth';
import { UserFacingError } from '@/lib/errors';
import { blockingFunctionMessage } from './blocking-error';

const AUTH_ERRORS: Record<string, string> = {
  'auth/invalid-credential': 'Adresse e-mail ou mot de passe incorrect.',
  'auth/invalid-login-credentials': 'Adresse e-mail ou mot de passe incorrect.',
  'auth/wrong-password': 'Adresse e-mail ou mot de passe incorrect.',
  'auth/user-not-found': 'Adresse e-mail ou mot de passe incorrect.',
  'auth/invalid-email': "L'adresse e-mail n'est pas valide.",
  'auth/user-disabled': 'Ce compte a été désactivé. Contactez le service client.',
  'auth/email-already-in-use': 'Un compte existe déjà avec cette adresse e-mail. Connectez-vous.',
  // Auth's own minimum, or the project's password policy (the shared rule, applied at deploy).
  'auth/weak-password': PASSWORD_MESSAGES.refused,
  'auth/password-does-not-meet-requirements': PASSWORD_MESSAGES.refused,
  'auth/too-many-requests': 'Trop de tentatives. Réessayez dans quelques minutes.',
  'auth/network-request-failed': 'Connexion impossible. Vérifiez votre connexion internet.',
  'auth/operation-not-allowed': 'La connexion par e-mail est momentanément indisponible.',
};

export function authError(error: unknown): UserFacingError {
  const code = (error as { code?: unknown } | null)?.code;
  const key = typeof code === 'string' ? code : 'auth/unknown';
  // A refusal of the shop's own sign-up check (too many accounts from one connection…).
  const refused = key === 'auth/internal-error' ? blockingFunctionMessage(error) : undefined;
  if (refused) return new UserFacingError('auth/blocked', refused);
  return new UserFacingError(
    key,
    AUTH_ERRORS[key] ?? 'Une erreur est survenue. Réessayez dans un instant.',
  );
}

export async function signIn(email: string, password: string): Promise<void> {
  const { auth, sdk } = await loadAuth();
  try {
    await sdk.signInWithEmailAndPassword(auth, email.trim(), password);
  } catch (error) {
    throw authError(error);
  }
}

export type SignUpInput = {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
};

/** Creates the Auth user, then users/{uid} with the initial record (NewUserSchema). */
export async function signUp(input: SignUpInput): Promise<void> {
  const { auth, sdk } = await loadAuth();
  let uid: string;
  let email: string;
  try {
    const credential = await sdk.createUserWithEmailAndPassword(
      auth,
      input.email.trim(),
      input.password,
    );
    uid = credential.user.uid;
    // The rules compare with the token's email, which Auth stores normalised.
    email = credential.user.email ?? input.email.trim();
    await sdk.updateProfile(credential.user, {
      displayName: `${input.first_name} ${input.last_name}`.trim(),
    });
  } catch (error) {
    throw authError(error);
  }
  try {
    // The database SDK and the user schemas only once an account exists: not on the load of the
    // sign-in and sign-up pages, which import this module.
    const { createUserRecord } = await import('./users-api');
    await createUserRecord({
      user_id: uid,
      email,
      first_name: input.first_name,
      last_name: input.last_name,
    });
  } catch {
    throw new UserFacingError(
      'users/create-failed',
      "Votre compte a été créé mais votre profil n'a pas pu être enregistré. Réessayez depuis « Mon compte ».",
    );
  }
}

export async function signOutUser(): Promise<void> {
  const { auth, sdk } = await loadAuth();
  await sdk.signOut(auth);
}
