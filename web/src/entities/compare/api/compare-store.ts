// The comparator selection (2–4 scooters), kept in localStorage and shared between tabs.

import { COMPARE_MAX } from '@fohzshop/shared/catalog/compare-limits';

export const COMPARE_STORAGE_KEY = 'compare';
export { COMPARE_MAX };

type Listener = () => void;
const listeners = new Set<Listener>();
const EMPTY: readonly string[] = Object.freeze([]);
let cache: { raw: string | null; ids: readonly string[] } = { raw: null, ids: EMPTY };

function parse(raw: string | null): readonly string[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    const ids = value.filter(
      (id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 128,
    );
    return Object.freeze([...new Set(ids)].slice(0, COMPARE_MAX));
  } catch {
    return EMPTY;
  }
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(COMPARE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Same array while the stored text is unchanged (useSyncExternalStore needs a stable snapshot). */
export function getCompareIds(): readonly string[] {
  const raw = readRaw();
  if (raw !== cache.raw) cache = { raw, ids: parse(raw) };
  return cache.ids;
}

export function getServerCompareIds(): readonly string[] {
  return EMPTY;
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function setCompareIds(ids: readonly string[]): void {
  const next = [...new Set(ids)].slice(0, COMPARE_MAX);
  try {
    if (next.length === 0) window.localStorage.removeItem(COMPARE_STORAGE_KEY);
    else window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or full storage: the selection simply does not persist.
  }
  emit();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === COMPARE_STORAGE_KEY) emit();
}

export function subscribeCompare(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
