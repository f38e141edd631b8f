// An island keeps its server HTML until its code arrives, even when its props change meanwhile
// (live prices reaching a product page before the visitor scrolls down), then renders them.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { hydrationStore } from './hydration-store';
import { island } from './island';

function Price({ price }: { price: string }) {
  return <p>Prix : {price}</p>;
}

/** The prerender's two passes: the first loads the island's code, the second writes its HTML. */
async function serverHtml(price: string): Promise<string> {
  const ServerIsland = island('prix', () => Promise.resolve(Price));
  renderToString(<ServerIsland price={price} />);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return renderToString(<ServerIsland price={price} />);
}

describe('island', () => {
  it('holds its first props while dehydrated, then renders the current ones', async () => {
    const html = await serverHtml('10 €');
    expect(html).toContain('Prix : <!-- -->10 €');
    const container = document.createElement('div');
    container.innerHTML = html;

    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const ClientIsland = island('prix', () => arrived.then(() => Price));
    const recoverable = vi.fn();
    hydrationStore.begin();
    const root = await act(async () =>
      hydrateRoot(container, <ClientIsland price="10 €" />, { onRecoverableError: recoverable }),
    );
    // A live update while the island's code is still on its way: a plain update, no transition.
    await act(async () => root.render(<ClientIsland price="12 €" />));
    expect(container.textContent).toBe('Prix : 10 €');

    await act(async () => release());
    expect(container.textContent).toBe('Prix : 12 €');
    expect(recoverable).not.toHaveBeenCalled();

    await act(async () => root.render(<ClientIsland price="15 €" />));
    expect(container.textContent).toBe('Prix : 15 €');
    await act(async () => root.unmount());
  });
});
