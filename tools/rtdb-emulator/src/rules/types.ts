// Contract between the server (data tree, protocol) and the security rules engine.
// The server owns the data; the engine only reads it through DataSource.

/** Read-only view of one database state (before or after a write). Paths are key arrays; [] is the root. */
export interface DataSource {
  /** Plain JSON value at path without priorities (objects, strings, numbers, booleans), or null when absent. */
  val(path: readonly string[]): unknown;
  /** Priority at path, or null when none. */
  priority(path: readonly string[]): string | number | null;
  /** Sorted direct child keys at path; [] for leaves and absent nodes. */
  childKeys(path: readonly string[]): string[];
}

/** `auth` as the rules see it; null when unauthenticated. */
export type RulesAuth = null | { uid: string; provider: string; token: Record<string, unknown> };

/** `query.*` in .read rules, mapped from the wire query object. */
export interface RulesQuery {
  orderByKey?: boolean;
  orderByChild?: string;
  orderByValue?: boolean;
  orderByPriority?: boolean;
  startAt?: unknown;
  endAt?: unknown;
  equalTo?: unknown;
  limitToFirst?: number;
  limitToLast?: number;
}

export interface ReadCheck {
  path: readonly string[];
  auth: RulesAuth;
  root: DataSource;
  now: number;
  query?: RulesQuery;
}

export interface WriteCheck {
  /** Location written (for an update, call once per updated path with the same roots). */
  path: readonly string[];
  auth: RulesAuth;
  /** State before the whole write. */
  root: DataSource;
  /** State after the whole write (all paths of a multi-path update applied). */
  newRoot: DataSource;
  now: number;
}

export interface RuleDecision {
  allowed: boolean;
  /** Short human explanation for debug logs (which rule granted or failed). */
  reason?: string;
}

/** Thrown by compileRules for invalid rules; message names the problem (sent as 400 {"error": message}). */
export class RulesError extends Error {
  override name = 'RulesError';
}

export interface CompiledRules {
  canRead(check: ReadCheck): RuleDecision;
  canWrite(check: WriteCheck): RuleDecision;
  /** `.indexOn` declared at path (child paths or ".value"), for no_index warnings. */
  indexOn(path: readonly string[]): string[];
}
