// A browser value equal to the server's (a new object with the same content) keeps the server's:
// the switch after hydration re-renders only the components whose value did change.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { hydrationStore } from './hydration-store';
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
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    expect(container.textContent).toBe('00');
    renderedEqual.mockClear();
    renderedChanged.mockClear();
    const recoverable = vi.fn();

    hydrationStore.begin();
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
    });
    expect(renderedEqual).toHaveBeenCalledTimes(1);
    expect(renderedChanged).toHaveBeenCalledTimes(1);

    await act(async () => {
      hydrationStore.shellDone();
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(hydrationStore.isHydrated()).toBe(true);
    expect(container.textContent).toBe('01');
    expect(renderedEqual).toHaveBeenCalledTimes(1);
    expect(renderedChanged).toHaveBeenCalledTimes(2);
    expect(recoverable).not.toHaveBeenCalled();
  });
});
