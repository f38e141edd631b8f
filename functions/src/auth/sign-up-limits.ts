// limitSignUps: Firebase Auth's blocking function before an account is created. Accounts are
// created by the browser (Auth's API, the public key), so this is the one place the server sees
// every sign-up: it counts them per origin (the event's IP, IPv6 by /64, hashed) and for the
// whole shop, and refuses beyond the caps of shared/src/abuse-limits.ts with a French message
// that the sign-up form shows (web: entities/session/api/blocking-error.ts). Blocking functions
// need Firebase Authentication with Identity Platform (docs/security-model.md, « Abuse limits »).
import { beforeUserCreated } from 'firebase-functions/identity';
import { ABUSE_MESSAGES } from '@fohzshop/shared/abuse-limits';
import { REGION } from '@fohzshop/shared/constants';
import '../core/global-options.js';
import { fail } from '../core/errors.js';
import { claimOrigin } from '../core/origin-limits.js';
import { viewGuardSalt } from '../core/visitor.js';

/** The check itself, exported for in-process tests (any IP, any time). */
export async function checkSignUp(ipAddress: string, now = Date.now()): Promise<void> {
  const claim = await claimOrigin('signups', ipAddress, now);
  if (!claim.ok) throw fail('resource-exhausted', ABUSE_MESSAGES.signups[claim.refusal]);
}

export const limitSignUps = beforeUserCreated(
  { region: REGION, secrets: [viewGuardSalt] },
  async (event) => {
    await checkSignUp(event.ipAddress);
  },
);
