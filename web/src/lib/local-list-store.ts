// A list of ids kept in localStorage under one key and shared between tabs (the storage event),
// read through useSyncExternalStore: the comparator's selection and the garage are both one.
type Listener = () => void;

export type LocalListStore = {
  /** The stored list; the same array while the stored text is unchanged (a stable snapshot). */
  get(): readonly string[];
  /** Always empty: the server renders without the visitor's storage. */
  getServer(): readonly string[];
  /** Stores the list deduplicated and cut to `max`; an empty list removes the key. */
  set(ids: readonly string[]): void;
  subscribe(listener: Listener): () => void;
};

const EMPTY: readonly string[] = Object.freeze([]);

export function createLocalListStore(options: {
  key: string;
  max: number;
  /** The stored text → the list (anything unreadable: none). */
  parse: (raw: string | null) => readonly string[];
}): LocalListStore {
  const { key, max, parse } = options;
  const listeners = new Set<Listener>();
  let cache: { raw: string | null; ids: readonly string[] } = { raw: null, ids: EMPTY };

  const readRaw = (): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const emit = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === key) emit();
  };

  return {
    get() {
      const raw = readRaw();
      if (raw !== cache.raw) {
        const ids = parse(raw);
        cache = { raw, ids: ids.length === 0 ? EMPTY : Object.freeze([...ids]) };
      }
      return cache.ids;
    },
    getServer: () => EMPTY,
    set(ids) {
      const next = [...new Set(ids)].slice(0, max);
      try {
        if (next.length === 0) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Private mode or full storage: the list simply does not persist.
      }
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}
