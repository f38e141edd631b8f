// Limits that hold across accounts: next to the per-account ones (one counted view per visitor
// and product an hour, 3 contact messages an hour, one review per product), caps per origin
// (the client's IP, IPv6 by /64) and for the whole shop, per hour and per day, so that a batch
// of free accounts brings no new allowance. The defaults below apply; the settings node
// `settings/abuse_limits` (written with the Admin SDK or the console, read by the functions on
// every call) may lower or raise any of them, e.g. `{ "orders": { "origin_per_hour": 5 } }`.
// docs/security-model.md, « Abuse limits ».
import { z } from 'zod';

export const ABUSE_LIMITS_PATH = 'settings/abuse_limits';

export const ABUSE_ACTIONS = [
  'views',
  'contact',
  'reviews',
  'signups',
  'orders',
  'withdrawals',
  'stock_alerts',
] as const;
export type AbuseAction = (typeof ABUSE_ACTIONS)[number];

/** The four caps of one action; 0 closes it. A day is a UTC day, an hour a clock hour. */
export const ActionLimitsSchema = z.strictObject({
  origin_per_hour: z.number().int().min(0).max(1_000_000),
  origin_per_day: z.number().int().min(0).max(1_000_000),
  global_per_hour: z.number().int().min(0).max(10_000_000),
  global_per_day: z.number().int().min(0).max(10_000_000),
});
export type ActionLimits = z.infer<typeof ActionLimitsSchema>;

const PartialLimits = ActionLimitsSchema.partial().optional();
/** settings/abuse_limits: any subset of actions and caps; what is absent keeps its default. */
export const AbuseLimitsSettingsSchema = z.strictObject({
  views: PartialLimits,
  contact: PartialLimits,
  reviews: PartialLimits,
  signups: PartialLimits,
  orders: PartialLimits,
  withdrawals: PartialLimits,
  stock_alerts: PartialLimits,
} satisfies Record<AbuseAction, typeof PartialLimits>);
export type AbuseLimitsSettings = z.infer<typeof AbuseLimitsSettingsSchema>;

/**
 * Defaults: well above what one household or the whole shop does on a busy day, well below what
 * a script does. Views beyond a cap are not counted (the call still succeeds); the other actions
 * are refused with `resource-exhausted` and the messages below.
 */
export const ABUSE_LIMITS: Readonly<Record<AbuseAction, ActionLimits>> = {
  // Counted views (the per-visitor guard already keeps one per product and hour).
  views: {
    origin_per_hour: 100,
    origin_per_day: 500,
    global_per_hour: 5_000,
    global_per_day: 50_000,
  },
  contact: { origin_per_hour: 5, origin_per_day: 20, global_per_hour: 60, global_per_day: 300 },
  reviews: { origin_per_hour: 10, origin_per_day: 30, global_per_hour: 100, global_per_day: 500 },
  signups: { origin_per_hour: 10, origin_per_day: 30, global_per_hour: 200, global_per_day: 1_000 },
  // Orders placed (a refused attempt gives its slot back).
  orders: { origin_per_hour: 20, origin_per_day: 60, global_per_hour: 300, global_per_day: 2_000 },
  // Withdrawal statements sent (matching or not: a stranger's guesses count too).
  withdrawals: {
    origin_per_hour: 10,
    origin_per_day: 30,
    global_per_hour: 300,
    global_per_day: 2_000,
  },
  // Back-in-stock alerts asked for (each may send a confirmation e-mail).
  stock_alerts: {
    origin_per_hour: 10,
    origin_per_day: 30,
    global_per_hour: 300,
    global_per_day: 2_000,
  },
};

/** The defaults with the settings node's values over them. */
export function effectiveLimits(
  settings: AbuseLimitsSettings | null | undefined,
): Record<AbuseAction, ActionLimits> {
  return Object.fromEntries(
    ABUSE_ACTIONS.map((action) => [action, { ...ABUSE_LIMITS[action], ...settings?.[action] }]),
  ) as Record<AbuseAction, ActionLimits>;
}

/**
 * French refusals (`resource-exhausted`), one for a full origin and one for a full shop. No
 * « : » surrounded by spaces: Firebase Auth's SDK cuts a blocking function's message there.
 */
export const ABUSE_MESSAGES: Readonly<
  Record<Exclude<AbuseAction, 'views'>, { origin: string; global: string }>
> = {
  contact: {
    origin:
      'Trop de messages ont été envoyés depuis votre connexion. Réessayez plus tard, ou écrivez-nous par e-mail.',
    global:
      'Le formulaire de contact reçoit trop de messages en ce moment. Réessayez plus tard, ou écrivez-nous par e-mail.',
  },
  reviews: {
    origin: 'Trop d’avis ont été envoyés depuis votre connexion. Réessayez plus tard.',
    global: 'Trop d’avis sont envoyés en ce moment. Réessayez plus tard.',
  },
  signups: {
    origin: 'Trop de comptes ont été créés depuis votre connexion. Réessayez plus tard.',
    global: 'Trop de comptes sont créés en ce moment. Réessayez dans quelques heures.',
  },
  orders: {
    origin:
      'Trop de commandes ont été passées depuis votre connexion. Réessayez plus tard ou contactez-nous.',
    global: 'La boutique reçoit trop de commandes en ce moment. Réessayez dans un instant.',
  },
  withdrawals: {
    origin:
      'Trop de rétractations ont été envoyées depuis votre connexion. Réessayez plus tard, ou écrivez-nous par e-mail.',
    global:
      'Le formulaire de rétractation reçoit trop de demandes en ce moment. Réessayez plus tard, ou écrivez-nous par e-mail.',
  },
  stock_alerts: {
    origin:
      'Trop d’alertes de retour en stock ont été demandées depuis votre connexion. Réessayez plus tard.',
    global: 'Trop d’alertes de retour en stock sont demandées en ce moment. Réessayez plus tard.',
  },
};
