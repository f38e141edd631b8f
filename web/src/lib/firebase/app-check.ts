// App Check: callables carry a token proving the request comes from this site, so the
// functions can refuse the rest when APP_CHECK_ENFORCED is on (docs/security-model.md, App
// Check). Loaded with the Functions SDK, never on the first paint.
// In production the provider is reCAPTCHA Enterprise (VITE_APPCHECK_SITE_KEY, required by the
// production build). On the local stack Google's debug provider cannot work (it trades its
// debug token with Google's servers, and there is no network), so the local stack uses a
// custom provider that mints an unsigned token: the Functions emulator decodes App Check
// tokens without verifying their signature, as it does for Auth tokens.
import type { FirebaseApp } from 'firebase/app';
import { useEmulators } from './config';

const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const base64Url = (value: object): string =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned App Check token for the emulator: subject = the app id, like a real one. */
export function localAppCheckToken(appId: string, projectNumber: string, now: number): string {
  const seconds = Math.floor(now / 1000);
  const header = base64Url({ alg: 'none', typ: 'JWT' });
  const payload = base64Url({
    sub: appId,
    aud: [`projects/${projectNumber}`],
    iss: `https://firebaseappcheck.googleapis.com/${projectNumber}`,
    iat: seconds,
    exp: seconds + TOKEN_LIFETIME_MS / 1000,
  });
  return `${header}.${payload}.`;
}

let activated: Promise<void> | undefined;

export function activateAppCheck(app: FirebaseApp): Promise<void> {
  activated ??= import('firebase/app-check').then((sdk) => {
    const siteKey = import.meta.env.VITE_APPCHECK_SITE_KEY;
    const provider = useEmulators
      ? new sdk.CustomProvider({
          getToken: () => {
            const now = Date.now();
            const appId = app.options.appId || `local:${app.options.projectId ?? 'demo'}`;
            return Promise.resolve({
              token: localAppCheckToken(appId, app.options.messagingSenderId || '0', now),
              expireTimeMillis: now + TOKEN_LIFETIME_MS,
            });
          },
        })
      : new sdk.ReCaptchaEnterpriseProvider(siteKey ?? '');
    sdk.initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: true });
  });
  return activated;
}
