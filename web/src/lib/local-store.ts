// A value kept in the browser's storage under one key, read through useSyncExternalStore: every
// store of the visitor's browser state is one of these (keys in storage-keys.ts). localStorage by
// default, shared between tabs (the storage event); sessionStorage for this tab only. The stored
// text is parsed again only when it changed, so a snapshot is stable; the server renders with
// `empty` (it has no storage).
type Listener = () => void;

export type LocalStore<T> = {
  /** The stored value; the same one while the stored text is unchanged (a stable snapshot). */
  get(): T;
  /** Always `empty`: the server renders without the visitor's storage. */
  getServer(): T;
  /** Stores the value (a value serialized to null removes the key) and tells the listeners. */
  set(value: T): void;
  /** Tells the listeners without writing: a change the storage event does not report. */
  notify(): void;
  subscribe(listener: Listener): () => void;
};

export type LocalStoreOptions<T> = {
  key: string;
  /** The value when nothing is stored, and the server's. */
  empty: T;
  /** The stored text → the value (anything unreadable: `empty`). */
  parse: (raw: string | null) => T;
  /** The value → the text to store, null to remove the key. Default: JSON, `empty` removed. */
  serialize?: (value: T) => string | null;
  /** sessionStorage (this tab, survives a reload) instead of localStorage. */
  session?: boolean;
  /** A value the storage refuses (private mode, blocked storage) lasts for this page. */
  keepInPage?: boolean;
};

export function createLocalStore<T>(options: LocalStoreOptions<T>): LocalStore<T> {
  const { key, empty, parse, keepInPage } = options;
  const serialize =
    options.serialize ?? ((value: T) => (value === empty ? null : JSON.stringify(value)));
  const area = options.session ? 'sessionStorage' : 'localStorage';
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());
  let cachedRaw: string | null = null;
  let cached = empty;
  /** The text the storage refused, while it stands for the stored one (keepInPage). */
  let unstored: [string | null] | undefined;
  let listening = false;

  return {
    get() {
      let raw: string | null = null;
      try {
        raw = unstored ? unstored[0] : window[area].getItem(key);
      } catch {
        // Blocked storage: nothing stored.
      }
      if (raw !== cachedRaw) [cachedRaw, cached] = [raw, parse(raw)];
      return cached;
    },
    getServer: () => empty,
    set(value) {
      const raw = serialize(value);
      try {
        if (raw === null) window[area].removeItem(key);
        else window[area].setItem(key, raw);
        unstored = undefined;
      } catch {
        // Private mode or full storage: the value is not kept, or kept for this page only.
        if (keepInPage) unstored = [raw];
      }
      emit();
    },
    notify: emit,
    subscribe(listener) {
      listeners.add(listener);
      // Another tab's change (listened to from the first subscriber on).
      if (!listening) {
        listening = true;
        window.addEventListener('storage', (event) => {
          if (event.key === null || event.key === key) emit();
        });
      }
      return () => listeners.delete(listener);
    },
  };
}
