// The storefront's 404 page: one render per catalogue version whatever the path, with the shop's
// settings and the data to hydrate; still an answer when the catalogue cannot be read.
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_CACHE_CONTROL } from '../src/storefront/storefront-server.js';
import { product, setUp } from './storefront-fixture.js';

describe('the storefront’s 404 page', () => {
  it('answers an unknown or malformed path with the 404 page, rendered once per catalogue version', async () => {
    const { respond, renders, catalogue, publish } = setUp([product('p1')]);
    for (const path of [
      '/nulle-part',
      '/hyperviseur',
      '/mon-compte/inconnu',
      '/mon-compte/mes-commandes/a.b',
      `/${'a'.repeat(600)}`,
      '/pieces-detachees/a.b',
    ]) {
      const reply = await respond(path);
      expect(reply.status, path).toBe(404);
      expect(reply.cacheControl).toBe(NOT_FOUND_CACHE_CONTROL);
      // The shop's settings for its footer, and the data to hydrate with them.
      expect(reply.body).toContain('<main>/page-introuvable|</main>contact@boutique.test');
      // Rendered again by the browser (the markup is NOT_FOUND_PATH's), with the page's data.
      expect(reply.body).toContain('id="page-data" data-client-render>');
    }
    // One render for every path: garbage paths never make the instance render.
    expect(renders).toEqual(['/page-introuvable']);
    // The snapshot, which throttles its own version reads (tested below), and nothing else.
    expect(catalogue).toHaveBeenCalledTimes(6);
    publish([product('p1'), product('p2')]);
    await respond('/nulle-part');
    expect(renders).toHaveLength(2);
  });

  it('still answers the 404 page, without data, when the catalogue cannot be read', async () => {
    const { respond, catalogue } = setUp([product('p1')]);
    catalogue.mockRejectedValue(new Error('base injoignable'));
    const reply = await respond('/nulle-part');
    expect(reply.status).toBe(404);
    expect(reply.body).toContain('<main>/page-introuvable|</main>');
    expect(reply.body).not.toContain('id="page-data"');
  });
});
