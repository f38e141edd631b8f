// The contact form goes through a callable: the server limits how many messages a visitor sends.
import { sendContactMessage as contract } from '@fohzshop/shared/contracts/contact';
import type { ContactMessageInput } from '@fohzshop/shared/schemas/contact';
import { callFunction } from '@/lib/firebase/call-function';

export async function sendContactMessage(input: ContactMessageInput): Promise<void> {
  await callFunction(contract, input);
}
