// The contact form: anyone may send a message, through a callable so that the server can limit
// how many one visitor sends (the database rules cannot tell visitors apart).
import { z } from 'zod';
import { ContactMessageInputSchema } from '../schemas/contact';
import { defineCallable } from './define';

export const sendContactMessage = defineCallable({
  name: 'sendContactMessage',
  access: 'public',
  request: ContactMessageInputSchema,
  response: z.object({ ok: z.literal(true) }),
});
