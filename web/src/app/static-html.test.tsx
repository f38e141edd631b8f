// staticHtml waits for lazy parts, keeps them in document order without scripts, and refuses a
// page where a part failed to render.
// @vitest-environment node
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { IncompletePageError, staticHtml } from './static-html';

function Broken(): never {
  throw new Error('panne');
}

describe('staticHtml', () => {
  it('renders lazy parts in place, even large ones, with no script', async () => {
    const big = 'x'.repeat(50_000);
    const Late = lazy(async () => ({ default: () => <p>{big}</p> }));
    const html = await staticHtml(
      <main>
        <Suspense fallback={<p>chargement</p>}>
          <Late />
        </Suspense>
        <footer>fin</footer>
      </main>,
    );
    expect(html.indexOf(big)).toBeLessThan(html.indexOf('<footer>'));
    expect(html).not.toContain('chargement');
    expect(html).not.toContain('<script');
  });

  it('rejects a page with a part that failed, whatever markers React writes', async () => {
    const page = staticHtml(
      <Suspense fallback={<p>chargement</p>}>
        <Broken />
      </Suspense>,
    );
    await expect(page).rejects.toBeInstanceOf(IncompletePageError);
    await expect(page).rejects.toMatchObject({ cause: new Error('panne') });
  });
});
