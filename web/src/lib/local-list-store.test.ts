// The localStorage list store behind the comparator and the garage: a stable snapshot, the list
// deduplicated and bounded, an empty list removing its key, and another tab's change heard.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalListStore } from './local-list-store';

const parse = (raw: string | null): readonly string[] => (raw ? (JSON.parse(raw) as string[]) : []);
const store = () => createLocalListStore({ key: 'test-list', max: 3, parse });

afterEach(() => localStorage.clear());

describe('createLocalListStore', () => {
  it('keeps the list deduplicated and bounded, the same array while the text is unchanged', () => {
    const list = store();
    list.set(['a', 'b', 'a', 'c', 'd']);
    expect(localStorage.getItem('test-list')).toBe('["a","b","c"]');
    expect(list.get()).toEqual(['a', 'b', 'c']);
    expect(list.get()).toBe(list.get());
    expect(Object.isFrozen(list.get())).toBe(true);
    expect(list.getServer()).toEqual([]);
  });

  it('removes its key for an empty list and tells its listeners, also of another tab', () => {
    const list = store();
    const heard = vi.fn();
    const stop = list.subscribe(heard);
    list.set(['a']);
    list.set([]);
    expect(localStorage.getItem('test-list')).toBeNull();
    expect(heard).toHaveBeenCalledTimes(2);
    localStorage.setItem('test-list', '["z"]');
    window.dispatchEvent(new StorageEvent('storage', { key: 'test-list' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'another-key' }));
    expect(heard).toHaveBeenCalledTimes(3);
    expect(list.get()).toEqual(['z']);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'test-list' }));
    expect(heard).toHaveBeenCalledTimes(3);
  });
});
