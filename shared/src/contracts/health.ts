// A callable that does nothing but answer: a health check for monitoring, and the baseline the
// load report measures placeOrder against (the cost of a call itself, cold paths aside).
import { z } from 'zod';
import { defineCallable } from './define';

export const ping = defineCallable({
  name: 'ping',
  access: 'public',
  request: z.strictObject({}),
  response: z.object({ ok: z.literal(true) }),
});
