// The switch after hydration re-renders only the components whose two values differ.
import { describe, expect, it, vi } from 'vitest';
import { hydratePrerendered } from '@/testing/hydrate-prerendered';
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
    const page = await hydratePrerendered(<Page />, () => {
      renderedSame.mockClear();
      renderedDiffers.mockClear();
    });
    const { container, recoverable } = page;
    expect(page.serverText).toBe('prix');
    expect(container.textContent).toBe('prix');
    expect(renderedSame).toHaveBeenCalledTimes(1);
    expect(renderedDiffers).toHaveBeenCalledTimes(1);

    expect(await page.switchToBrowser()).toBe(true);
    expect(container.textContent).toBe('prix?tri=prix');
    expect(renderedSame).toHaveBeenCalledTimes(1);
    expect(renderedDiffers).toHaveBeenCalledTimes(2);
    expect(recoverable).not.toHaveBeenCalled();
  });
});
