// The browser storage store factory: a stable snapshot parsed only when the stored text changes,
// the server's value, a custom text form, sessionStorage, another tab's change heard, and a value
// the storage refuses lost or, when asked, kept for the page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalStore } from './local-store';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

type Prices = Readonly<Record<string, number>>;
const NONE: Prices = Object.freeze({});

describe('createLocalStore', () => {
  it('parses the stored text once per change and removes the key for the empty value', () => {
    const parse = vi.fn((raw: string | null): Prices => (raw ? JSON.parse(raw) : NONE));
    const store = createLocalStore<Prices>({ key: 'test-prices', empty: NONE, parse });
    expect(store.get()).toBe(NONE);
    expect(parse).not.toHaveBeenCalled();
    store.set({ a: 100 });
    expect(localStorage.getItem('test-prices')).toBe('{"a":100}');
    expect(store.get()).toEqual({ a: 100 });
    expect(store.get()).toBe(store.get());
    expect(parse).toHaveBeenCalledTimes(1);
    store.set(NONE);
    expect(localStorage.getItem('test-prices')).toBeNull();
    expect(store.get()).toBe(NONE);
    expect(store.getServer()).toBe(NONE);
  });

  it('stores its own text form in sessionStorage when asked', () => {
    const store = createLocalStore<boolean>({
      key: 'test-flag',
      empty: false,
      parse: (raw) => raw === '1',
      serialize: (on) => (on ? '1' : null),
      session: true,
    });
    store.set(true);
    expect(sessionStorage.getItem('test-flag')).toBe('1');
    expect(localStorage.getItem('test-flag')).toBeNull();
    expect(store.get()).toBe(true);
    store.set(false);
    expect(sessionStorage.getItem('test-flag')).toBeNull();
    expect(store.get()).toBe(false);
  });

  it('tells its listeners of its writes, of notify and of another tab, until they stop', () => {
    const store = createLocalStore<string | null>({
      key: 'test-text',
      empty: null,
      parse: (raw) => raw,
      serialize: (text) => text,
    });
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    store.set('a');
    store.notify();
    localStorage.setItem('test-text', 'b');
    window.dispatchEvent(new StorageEvent('storage', { key: 'test-text' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'another-key' }));
    expect(heard).toHaveBeenCalledTimes(3);
    expect(store.get()).toBe('b');
    stop();
    store.set('c');
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it('loses a value the storage refuses, or keeps it for the page with keepInPage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    const options = {
      empty: null,
      parse: (raw: string | null) => raw,
      serialize: (text: string | null) => text,
    };
    const lost = createLocalStore<string | null>({ key: 'test-lost', ...options });
    const kept = createLocalStore<string | null>({
      key: 'test-kept',
      keepInPage: true,
      ...options,
    });
    lost.set('dark');
    kept.set('dark');
    expect(lost.get()).toBeNull();
    expect(kept.get()).toBe('dark');
    vi.restoreAllMocks();
    kept.set(null);
    expect(kept.get()).toBeNull();
  });
});
