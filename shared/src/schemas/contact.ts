// Contact form messages at contact_messages/{id}: anyone may create one, nobody may change it.
import { z } from 'zod';
import { CONTACT_LIMITS } from '../form-limits';
import { DatabaseKeySchema, EmailSchema, IsoDateSchema, boundedString } from './common';

export { CONTACT_LIMITS };

export const ContactMessageInputSchema = z.strictObject({
  name: boundedString(1, CONTACT_LIMITS.name),
  email: EmailSchema,
  subject: boundedString(1, CONTACT_LIMITS.subject),
  message: boundedString(CONTACT_LIMITS.messageMin, CONTACT_LIMITS.message),
});
export type ContactMessageInput = z.infer<typeof ContactMessageInputSchema>;

export const ContactMessageSchema = ContactMessageInputSchema.extend({
  created_at: IsoDateSchema,
  /** The sender's uid when signed in: the account's data export and deletion find it by that. */
  user_id: DatabaseKeySchema.optional(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
