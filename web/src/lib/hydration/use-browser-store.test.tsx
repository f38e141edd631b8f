// A browser value equal to the server's (a new object with the same content) keeps the server's:
// the switch after hydration re-renders only the components whose value did change.
import { describe, expect, it, vi } from 'vitest';
import { hydratePrerendered } from '@/testing/hydrate-prerendered';
import { useBrowserStore } from './use-browser-store';

type List = { ids: string[] };
const EMPTY: List = { ids: [] };
const noSubscription = () => () => undefined;
const server = () => EMPTY;
// What a store kept in localStorage gives: another object, equal or not to the server's.
const storedEmpty: List = { ids: [] };
const storedOne: List = { ids: ['t-1'] };
const sameList = (a: List, b: List) => a.ids.join() === b.ids.join();

const renderedEqual = vi.fn();
const renderedChanged = vi.fn();

function Equal() {
  renderedEqual();
  const list = useBrowserStore(noSubscription, () => storedEmpty, server, sameList);
  return <p>{list.ids.length}</p>;
}

function Changed() {
  renderedChanged();
  const list = useBrowserStore(noSubscription, () => storedOne, server, sameList);
  return <p>{list.ids.length}</p>;
}

const Page = () => (
  <>
    <Equal />
    <Changed />
  </>
);

describe('useBrowserStore', () => {
  it("keeps the server's value when the browser's is equal, and switches where it is not", async () => {
    const page = await hydratePrerendered(<Page />, () => {
      renderedEqual.mockClear();
      renderedChanged.mockClear();
    });
    const { container, recoverable } = page;
    expect(page.serverText).toBe('00');
    expect(renderedEqual).toHaveBeenCalledTimes(1);
    expect(renderedChanged).toHaveBeenCalledTimes(1);

    expect(await page.switchToBrowser()).toBe(true);
    expect(container.textContent).toBe('01');
    expect(renderedEqual).toHaveBeenCalledTimes(1);
    expect(renderedChanged).toHaveBeenCalledTimes(2);
    expect(recoverable).not.toHaveBeenCalled();
  });
});
