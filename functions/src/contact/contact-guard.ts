// Abuse limit of sendContactMessage: CONTACT_RATE_LIMIT.messages per visitor and window.
//
// contact_guards/{visitorKey} = { window_start: ms, count } is only touched by functions (the
// rules deny it by default). A transaction on it is the serialisation point: among concurrent
// calls of one visitor, at most `messages` commit an increment within a window; the others see
// the full count and abort. A message whose write then fails has used one slot (safe side).
import { z } from 'zod';
import { CONTACT_RATE_LIMIT } from '@fohzshop/shared/constants';
import { pathOf, ref } from '../core/db.js';

export const CONTACT_GUARDS = 'contact_guards';

/** A guard as stored; anything else (none, a console edit) starts a new window. */
const GuardSchema = z.object({ window_start: z.number(), count: z.number() });

/** True when the visitor may send one more message now (and that slot is taken). */
export async function claimContactSlot(visitor: string, now = Date.now()): Promise<boolean> {
  const { messages, windowMs } = CONTACT_RATE_LIMIT;
  const result = await ref(pathOf(CONTACT_GUARDS, visitor)).transaction((current: unknown) => {
    const guard = GuardSchema.safeParse(current);
    if (!guard.success || now - guard.data.window_start >= windowMs) {
      return { window_start: now, count: 1 };
    }
    const { count } = guard.data;
    return count >= messages ? undefined : { ...guard.data, count: count + 1 };
  });
  return result.committed;
}
