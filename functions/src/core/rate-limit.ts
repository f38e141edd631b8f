// Fixed-window counters shared by the abuse limits (origin-limits.ts). A counter is a plain
// number at rate_limits/{action}/{window}/{index}/{key}, where index numbers the clock hour or
// UTC day since the epoch and key is a hashed origin or `all` for the whole shop. Only functions
// touch these nodes (the rules deny them by default).
//
// A transaction on each counter is the serialisation point: among concurrent calls, at most
// `max` commit an increment in a window, the others see the full count and abort (nothing
// written). A claim takes every cap of a call at once and, if one of them is full, gives back
// the slots it took; giving back decrements, and removes a counter back at zero, so a refused
// call leaves the counters exactly as it found them.
import { pathOf, ref } from './db.js';
import { entriesOf, objectEntriesOf } from './stored-value.js';

export const RATE_LIMITS = 'rate_limits';

export const WINDOW_MS = { h: 60 * 60 * 1000, d: 24 * 60 * 60 * 1000 } as const;
export type Window = keyof typeof WINDOW_MS;
const WINDOWS: readonly Window[] = ['h', 'd'];

/** The key of the whole shop's counter (origins are 32-hex hashes, never this). */
export const GLOBAL_KEY = 'all';

export const windowIndex = (window: Window, now: number): number =>
  Math.floor(now / WINDOW_MS[window]);

export const counterPath = (action: string, window: Window, now: number, key: string): string =>
  pathOf(RATE_LIMITS, action, window, String(windowIndex(window, now)), key);

export interface Cap<R = string> {
  readonly path: string;
  readonly max: number;
  /** What to tell the caller when this cap is full. */
  readonly refusal: R;
}

async function take(path: string, max: number): Promise<boolean> {
  if (max <= 0) return false;
  const result = await ref(path).transaction((current: unknown) => {
    const count = typeof current === 'number' ? current : 0;
    return count >= max ? undefined : count + 1;
  });
  return result.committed;
}

async function giveBack(path: string): Promise<void> {
  await ref(path).transaction((current: unknown) =>
    typeof current === 'number' && current > 1 ? current - 1 : null,
  );
}

export type Claim<R> =
  | { readonly ok: true; readonly release: () => Promise<void> }
  | { readonly ok: false; readonly refusal: R };

/**
 * One slot in every cap, or none: when a cap is full its refusal is answered (the first full
 * one in the order given) and the slots taken meanwhile are given back.
 */
export async function claimSlots<R>(caps: readonly Cap<R>[]): Promise<Claim<R>> {
  const taken = await Promise.all(caps.map((cap) => take(cap.path, cap.max)));
  const release = async () => {
    await Promise.all(caps.filter((_, i) => taken[i]).map((cap) => giveBack(cap.path)));
  };
  const full = caps.find((_, i) => !taken[i]);
  if (!full) return { ok: true, release };
  await release();
  return { ok: false, refusal: full.refusal };
}

/** Removes the windows before the current one (run daily): old counters count nothing. */
export async function pruneCounters(now = Date.now()): Promise<number> {
  const tree: unknown = (await ref(RATE_LIMITS).once('value')).val();
  const stale: Record<string, null> = {};
  for (const [action, windows] of objectEntriesOf(tree))
    for (const window of WINDOWS)
      for (const [index] of entriesOf(windows[window]))
        if (Number(index) < windowIndex(window, now))
          stale[pathOf(RATE_LIMITS, action, window, index)] = null;
  if (Object.keys(stale).length > 0) await ref('/').update(stale);
  return Object.keys(stale).length;
}
