// A list of ids kept in localStorage under one key and shared between tabs: the comparator's
// selection and the garage are both one. A local store (local-store.ts) whose value is a frozen
// list, stored deduplicated and cut to `max`, its key removed when the list is empty.
import { createLocalStore, type LocalStore } from './local-store';

export type LocalListStore = Omit<LocalStore<readonly string[]>, 'notify'>;

const EMPTY: readonly string[] = Object.freeze([]);

export function createLocalListStore(options: {
  key: string;
  max: number;
  /** The stored text → the list (anything unreadable: none). */
  parse: (raw: string | null) => readonly string[];
}): LocalListStore {
  const { key, max, parse } = options;
  const store = createLocalStore<readonly string[]>({
    key,
    empty: EMPTY,
    parse: (raw) => {
      const ids = parse(raw);
      return ids.length === 0 ? EMPTY : Object.freeze([...ids]);
    },
    serialize: (ids) => (ids.length === 0 ? null : JSON.stringify(ids)),
  });
  return {
    get: store.get,
    getServer: store.getServer,
    set: (ids) => store.set([...new Set(ids)].slice(0, max)),
    subscribe: store.subscribe,
  };
}
