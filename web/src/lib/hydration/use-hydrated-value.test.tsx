// The switch after hydration re-renders only the components whose two values differ.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { hydrationStore } from './hydration-store';
import { useHydratedValue } from './use-hydrated-value';

const renderedSame = vi.fn();
const renderedDiffers = vi.fn();

function Same() {
  renderedSame();
  return <p>{useHydratedValue('prix', 'prix')}</p>;
}

function Differs() {
  renderedDiffers();
  return <p>{useHydratedValue('?tri=prix', '')}</p>;
}

const Page = () => (
  <>
    <Same />
    <Differs />
  </>
);

describe('useHydratedValue', () => {
  it("hydrates with the server's value, then switches only where the values differ", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    expect(container.textContent).toBe('prix');
    renderedSame.mockClear();
    renderedDiffers.mockClear();
    const recoverable = vi.fn();

    hydrationStore.begin();
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
    });
    expect(container.textContent).toBe('prix');
    expect(renderedSame).toHaveBeenCalledTimes(1);
    expect(renderedDiffers).toHaveBeenCalledTimes(1);

    await act(async () => {
      hydrationStore.shellDone();
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(hydrationStore.isHydrated()).toBe(true);
    expect(container.textContent).toBe('prix?tri=prix');
    expect(renderedSame).toHaveBeenCalledTimes(1);
    expect(renderedDiffers).toHaveBeenCalledTimes(2);
    expect(recoverable).not.toHaveBeenCalled();
  });
});
