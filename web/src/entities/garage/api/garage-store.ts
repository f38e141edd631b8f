// The visitor's garage — the scooters they own — kept in localStorage, shared between tabs via
// the storage event. Signed-in customers also keep it on their account (garage-account-sync.tsx).

import {
  GARAGE_MAX_SCOOTERS,
  GARAGE_STORAGE_KEY,
  parseGarage,
} from '@fohzshop/shared/catalog/compatibility';

export const GARAGE_MAX = GARAGE_MAX_SCOOTERS;

type Listener = () => void;
const listeners = new Set<Listener>();
const EMPTY: readonly string[] = Object.freeze([]);
let cache: { raw: string | null; ids: readonly string[] } = { raw: null, ids: EMPTY };

function parse(raw: string | null): readonly string[] {
  const ids = parseGarage(raw);
  return ids.length === 0 ? EMPTY : Object.freeze(ids);
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(GARAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Same array while the stored text is unchanged (useSyncExternalStore needs a stable snapshot). */
export function getGarageIds(): readonly string[] {
  const raw = readRaw();
  if (raw !== cache.raw) cache = { raw, ids: parse(raw) };
  return cache.ids;
}

export function getServerGarageIds(): readonly string[] {
  return EMPTY;
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function setGarageIds(ids: readonly string[]): void {
  const next = [...new Set(ids)].slice(0, GARAGE_MAX);
  try {
    if (next.length === 0) window.localStorage.removeItem(GARAGE_STORAGE_KEY);
    else window.localStorage.setItem(GARAGE_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or full storage: the garage simply does not persist.
  }
  emit();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === GARAGE_STORAGE_KEY) emit();
}

export function subscribeGarage(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
