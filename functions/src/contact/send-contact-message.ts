// sendContactMessage (public): stores a contact form message, within the per-visitor limit of
// contact-guard.ts and the origin and shop caps. Sizes and formats are checked by the shared contract before this runs.
import { COLLECTIONS } from '@fohzshop/shared/constants';
import { sendContactMessage as contract } from '@fohzshop/shared/contracts/contact';
import { MESSAGES } from '@fohzshop/shared/messages';
import { callable } from '../core/callable.js';
import { ref } from '../core/db.js';
import { fail } from '../core/errors.js';
import { originLimited } from '../core/origin-limits.js';
import { viewGuardSalt, visitorKey } from '../core/visitor.js';
import { claimContactSlot } from './contact-guard.js';

export const sendContactMessage = callable(
  contract,
  // The origin's and the shop's caps come first; a message refused or failed after them gives
  // their slots back (core/origin-limits.ts).
  originLimited('contact', async (message, { auth, rawRequest }) => {
    if (!(await claimContactSlot(visitorKey(auth?.uid, rawRequest)))) {
      throw fail('resource-exhausted', MESSAGES.contactTooMany);
    }
    await ref(COLLECTIONS.contactMessages).push({
      ...message,
      created_at: new Date().toISOString(),
      // Signed in: the account's export and deletion find the message by it (account/).
      ...(auth && { user_id: auth.uid }),
    });
    return { ok: true as const };
  }),
  { secrets: [viewGuardSalt], failureMessage: MESSAGES.contactFailed },
);
