// contact_messages/<push id>: anyone may create one (validated by the rules), nobody may change it.
import { push, ref, set } from 'firebase/database';
import { COLLECTIONS } from '@fohzshop/shared/constants';
import { ContactMessageSchema, type ContactMessageInput } from '@fohzshop/shared/schemas/contact';
import { db } from '@/lib/firebase/database';

export async function sendContactMessage(input: ContactMessageInput): Promise<void> {
  const message = ContactMessageSchema.parse({ ...input, created_at: new Date().toISOString() });
  await set(push(ref(db(), COLLECTIONS.contactMessages)), message);
}
