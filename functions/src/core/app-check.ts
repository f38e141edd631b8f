// App Check enforcement on every callable, a deploy-time switch: the web app always sends a token
// (reCAPTCHA Enterprise in production, a local one on the emulators), so the owner can watch
// App Check's metrics first, then set APP_CHECK_ENFORCED=true and redeploy. With it, a call
// without a valid token is refused (`unauthenticated`) before the handler runs.
// See docs/security-model.md (App Check).
import { defineBoolean } from 'firebase-functions/params';

export const APP_CHECK_ENFORCED = defineBoolean('APP_CHECK_ENFORCED', {
  default: false,
  description: 'Refuser les appels des fonctions sans jeton App Check valide',
});
