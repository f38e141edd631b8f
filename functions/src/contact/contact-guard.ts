// Abuse limit of sendContactMessage: CONTACT_RATE_LIMIT.messages per visitor and window.
//
// contact_guards/{visitorKey} = { window_start: ms, count } is only touched by functions (the
// rules deny it by default). A transaction on it is the serialisation point: among concurrent
// calls of one visitor, at most `messages` commit an increment within a window; the others see
// the full count and abort. A message whose write then fails has used one slot (safe side).
import { CONTACT_RATE_LIMIT } from '@fohzshop/shared/constants';
import { pathOf, ref } from '../core/db.js';

export const CONTACT_GUARDS = 'contact_guards';

type Guard = { window_start: number; count: number };

const isGuard = (value: unknown): value is Guard =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Guard).window_start === 'number' &&
  typeof (value as Guard).count === 'number';

/** True when the visitor may send one more message now (and that slot is taken). */
export async function claimContactSlot(visitor: string, now = Date.now()): Promise<boolean> {
  const { messages, windowMs } = CONTACT_RATE_LIMIT;
  const result = await ref(pathOf(CONTACT_GUARDS, visitor)).transaction((current: unknown) => {
    if (!isGuard(current) || now - current.window_start >= windowMs) {
      return { window_start: now, count: 1 };
    }
    return current.count >= messages ? undefined : { ...current, count: current.count + 1 };
  });
  return result.committed;
}
