// Lazy pages: a preloaded page renders at once (no Suspense fallback, as hydration needs); one
// not loaded yet suspends, then keeps its state when its parent renders again.
import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from './lazy-page';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

describe('page()', () => {
  it('renders a preloaded page without a fallback', async () => {
    const Page = page(async () => Counter);
    await Page.preload();
    render(
      <Suspense fallback={<p>chargement</p>}>
        <Page label="prête" />
      </Suspense>,
    );
    expect(screen.getByRole('button').textContent).toBe('prête 0');
    expect(screen.queryByText('chargement')).toBeNull();
  });

  it('suspends until loaded, then keeps its state across renders', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const Page = page(async () => {
      await gate;
      return Counter;
    });
    const tree = (label: string) => (
      <Suspense fallback={<p>chargement</p>}>
        <Page label={label} />
      </Suspense>
    );
    const { rerender } = render(tree('a'));
    screen.getByText('chargement'); // throws if absent
    await act(async () => release());
    const button = await screen.findByRole('button');
    await act(async () => button.click());
    expect(button.textContent).toBe('a 1');
    rerender(tree('b'));
    expect(screen.getByRole('button').textContent).toBe('b 1');
  });
});
