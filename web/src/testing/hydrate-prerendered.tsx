// Tests of the hydration switch: a page rendered to HTML as the prerender does, hydrated in
// jsdom, then switched to the browser's values as once every region is hydrated.
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { hydrationStore } from '@/lib/hydration/hydration-store';

/** `beforeHydration` gets the server's markup (e.g. to type into it as a visitor would). */
export async function hydratePrerendered(
  page: ReactElement,
  beforeHydration: (container: HTMLElement) => void,
) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  const serverText = container.textContent;
  beforeHydration(container);
  const recoverable = vi.fn();
  hydrationStore.begin();
  await act(async () => {
    hydrateRoot(container, page, { onRecoverableError: recoverable });
  });
  return {
    container,
    serverText,
    recoverable,
    /** What happens once the whole page is hydrated: the flag switches. */
    async switchToBrowser() {
      await act(async () => {
        hydrationStore.shellDone();
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
      return hydrationStore.isHydrated();
    },
  };
}
