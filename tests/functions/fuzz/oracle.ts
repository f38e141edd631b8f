// What a fuzzed call may answer and how to tell a changed database: the refusal codes allowed
// (the five, plus a documented few per callable), whether a refusal came from the
// pipeline before the handler, and the server's whole state for comparison.
import { inject } from 'vitest';
import type { CallableContract } from '@fohzshop/shared/contracts/index';
import { MESSAGES } from '@fohzshop/shared/messages';
import type { RunOutcome } from '../support/in-process.js';
import { NAMESPACE } from '../support/stack.js';
import { triggersIdle } from '../support/triggers.js';

/** The refusals the issue allows for every callable. */
const REFUSALS = [
  'invalid-argument',
  'unauthenticated',
  'permission-denied',
  'not-found',
  'failed-precondition',
];

/**
 * More, each for a documented reason (docs/reliability.md): the contact form's rate limit
 * (3 an hour per visitor); an id that already exists where the contract says it is refused
 * (a product id, a user created with `create_only`, a second review of the same product).
 * `unavailable` is never allowed: no database disconnect happens during the fuzz.
 */
const EXTRA: Partial<Record<string, string[]>> = {
  sendContactMessage: ['resource-exhausted'],
  // The withdrawal function's caps per origin and per order number (withdrawals.test.ts).
  submitWithdrawal: ['resource-exhausted'],
  // The back-in-stock alert's caps per origin and per address (stock-alerts-limits.test.ts).
  subscribeStockAlert: ['resource-exhausted'],
  createProduct: ['already-exists'],
  adminSaveUser: ['already-exists'],
  submitReview: ['already-exists'],
  // A promotion code created again (create: true on an existing code, any case).
  adminSavePromotion: ['already-exists'],
};

export const allowedCodes = (callable: string): string[] => [
  ...REFUSALS,
  ...(EXTRA[callable] ?? []),
];

/** What a refusal may still record, by design: the sync keeps its last outcome and error. */
export const RECORDED_ON_REFUSAL: Partial<Record<string, string[][]>> = {
  syncReviewRatings: [['review_stats', 'last_sync']],
};

const ACCESS_MESSAGES = new Set<string>([
  MESSAGES.unauthenticated,
  MESSAGES.permissionDenied,
  MESSAGES.appCheckRequired,
]);

/** Refused by the access check or the contract (handleCall), not by the handler's logic. */
export function isStoppedBeforeHandler(
  contract: CallableContract,
  wire: unknown,
  outcome: RunOutcome,
): boolean {
  if (outcome.ok) return false;
  if (ACCESS_MESSAGES.has(outcome.message)) return true;
  return outcome.code === 'invalid-argument' && !contract.request.safeParse(wire).success;
}

/**
 * Never compared: the storefront's cache stamp. A refused order may have reserved a product's
 * last unit and given it back (stock 1 → 0 → 1, nothing changed), and the trigger that watches
 * availability (catalogue-version.ts) stamps the catalogue for each move: its pages are rendered
 * again, identical. That costs a render, not a change of the shop's data.
 */
const CACHE_STAMPS = [['catalogue_version']];

/** The whole database as the server holds it (REST, owner access), minus `ignored` paths. */
export async function serverState(ignored: string[][] = []): Promise<string> {
  // Database triggers (order e-mails) run after the write that fired them: let them finish.
  await triggersIdle();
  const url = `http://${inject('functionsRtdbHost')}/.json?ns=${NAMESPACE}`;
  const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  const tree = (await response.json()) as Record<string, unknown> | null;
  for (const path of [...CACHE_STAMPS, ...ignored]) {
    const parent = path
      .slice(0, -1)
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
    if (parent && typeof parent === 'object')
      delete (parent as Record<string, unknown>)[path.at(-1)!];
  }
  return JSON.stringify(tree);
}
