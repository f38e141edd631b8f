// Caps that hold across accounts (shared/src/abuse-limits.ts): per origin — the caller's IP,
// IPv6 by /64, hashed like the view counter's visitors (visitor.ts) — and for the whole shop,
// each per clock hour and per UTC day, on top of each action's per-account limit. The caps are
// read from settings/abuse_limits on every call (defaults when absent), and counted with
// rate-limit.ts. A refused call changes nothing; an action that fails after its claim gives its
// slots back, so only what was done counts (sign-ups, orders placed, messages sent…).
import * as logger from 'firebase-functions/logger';
import {
  ABUSE_LIMITS_PATH,
  ABUSE_MESSAGES,
  AbuseLimitsSettingsSchema,
  effectiveLimits,
  type AbuseAction,
  type ActionLimits,
} from '@fohzshop/shared/abuse-limits';
import type { CallContext, Contract, Handler } from './callable.js';
import { ref } from './db.js';
import { fail } from './errors.js';
import { claimSlots, counterPath, GLOBAL_KEY, type Cap, type Claim } from './rate-limit.js';
import { clientIp, originKey } from './visitor.js';

type Scope = 'origin' | 'global';
type RefusedAction = Exclude<AbuseAction, 'views'>;

/** The caps in force for `action`: settings/abuse_limits over the shared defaults. */
export async function limitsOf(action: AbuseAction): Promise<ActionLimits> {
  const stored: unknown = (await ref(ABUSE_LIMITS_PATH).once('value')).val();
  const parsed = AbuseLimitsSettingsSchema.safeParse(stored ?? {});
  // A mistyped settings node must not open or close the shop: the defaults apply, and it is logged.
  if (!parsed.success) logger.warn('invalid settings/abuse_limits ignored', { stored });
  return effectiveLimits(parsed.success ? parsed.data : null)[action];
}

function capsOf(action: AbuseAction, limits: ActionLimits, origin: string, now: number) {
  const caps: Cap<Scope>[] = [
    { path: counterPath(action, 'h', now, origin), max: limits.origin_per_hour, refusal: 'origin' },
    { path: counterPath(action, 'd', now, origin), max: limits.origin_per_day, refusal: 'origin' },
    {
      path: counterPath(action, 'h', now, GLOBAL_KEY),
      max: limits.global_per_hour,
      refusal: 'global',
    },
    {
      path: counterPath(action, 'd', now, GLOBAL_KEY),
      max: limits.global_per_day,
      refusal: 'global',
    },
  ];
  return caps;
}

/** A slot of `action` for the origin whose client IP is `ip`, and for the shop. */
export async function claimOrigin(
  action: AbuseAction,
  ip: string,
  now = Date.now(),
): Promise<Claim<Scope>> {
  const limits = await limitsOf(action);
  return claimSlots(capsOf(action, limits, originKey(ip), now));
}

/** Runs `run` within the caps of `action`, refused in French when one is full. */
export async function withOriginLimits<T>(
  action: RefusedAction,
  ip: string,
  run: () => Promise<T>,
): Promise<T> {
  const claim = await claimOrigin(action, ip);
  if (!claim.ok) throw fail('resource-exhausted', ABUSE_MESSAGES[action][claim.refusal]);
  try {
    return await run();
  } catch (error) {
    await claim.release();
    throw error;
  }
}

/** A callable handler within the caps of `action` (the origin is the request's client IP). */
export function originLimited<C extends Contract>(
  action: RefusedAction,
  handler: Handler<C>,
): Handler<C> {
  return (data, context: CallContext<C['access']>) =>
    withOriginLimits(action, clientIp(context.rawRequest), () => handler(data, context));
}
