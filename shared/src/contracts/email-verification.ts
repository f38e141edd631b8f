// The shop's own e-mail verification: a bank transfer holds stock for days, so it is offered
// only to accounts whose address is confirmed (docs/security-model.md).
import { z } from 'zod';
import { EmailSchema } from '../schemas/common';
import { defineCallable } from './define';

/** Sends a verification link to the caller's address, unless it is verified already. */
export const sendEmailVerification = defineCallable({
  name: 'sendEmailVerification',
  access: 'user',
  request: z.strictObject({}),
  response: z.object({ sent: z.boolean(), email: EmailSchema }),
});
