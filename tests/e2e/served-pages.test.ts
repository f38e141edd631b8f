// What a crawler gets WITHOUT running JavaScript, served through Hosting's rewrite to the
// storefront function exactly as in production: catalogue and product URLs answer with their full
// markup, their own title, description, canonical and Product JSON-LD; sitemap.xml and robots.txt
// exist. Then what the merchant changes reaches
// the served HTML with no build (docs/decisions/0012-server-rendered-storefront.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsFromSnapshot } from '@fohzshop/shared/catalog/stored-product';
import type { Product } from '@fohzshop/shared/schemas/product';
import { patchProduct, putProducts, removeProducts } from './support/catalog-writes';
import { adminDb, e2eStack } from './support/stack';

const rawHtml = async (path: string) => {
  const response = await fetch(new URL(path, e2eStack().baseUrl), { redirect: 'manual' });
  return { status: response.status, html: await response.text(), headers: response.headers };
};

describe('server-rendered pages for crawlers', () => {
  it('serves a product page with its title, description and Product JSON-LD (EUR, availability)', async () => {
    const products = (await adminDb().get('products')) as Record<
      string,
      { name: string; type: string; price: number }
    >;
    const [id, product] =
      Object.entries(products).find(([, p]) => p.type === 'Trottinette électrique') ?? [];
    if (!id || !product) throw new Error('aucune trottinette');
    const { status, html } = await rawHtml(`/trottinettes-electriques/${id}`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${product.name} | FōhzShop</title>`);
    expect(html).toContain(
      `<link rel="canonical" href="${e2eStack().baseUrl}/trottinettes-electriques/${id}" />`,
    );
    const json = /<script type="application\/ld\+json" id="product-jsonld">(.*?)<\/script>/.exec(
      html,
    )?.[1];
    const ld = JSON.parse(json ?? '{}') as {
      offers?: { priceCurrency?: string; availability?: string; price?: string };
    };
    expect(ld.offers?.priceCurrency).toBe('EUR');
    expect(ld.offers?.availability).toMatch(
      /^https:\/\/schema\.org\/(InStock|OutOfStock|BackOrder)$/,
    );
    expect(Number(ld.offers?.price)).toBe(product.price);
  });

  it('serves the catalogue with its own title, description and links to the products', async () => {
    const { html } = await rawHtml('/trottinettes-electriques/dualtron');
    expect(html).toContain('<title>Trottinettes électriques Dualtron | FōhzShop</title>');
    expect(html).toMatch(
      /<meta name="description" content="Toutes les trottinettes électriques Dualtron/,
    );
    // The cards are in the page itself (no <noscript> copy): links to the Dualtron products.
    expect(html).not.toContain('<noscript');
    const products = (await adminDb().get('products')) as Record<string, { brand: string }>;
    const dualtron = Object.keys(products).filter((id) => products[id]?.brand === 'Dualtron');
    const linked = [...html.matchAll(/<a\b[^>]*\bhref="\/trottinettes-electriques\/([^"/?]+)"/g)]
      .map((match) => match[1])
      .filter((id) => id !== 'dualtron');
    // (other links — menu, suggestions — may point elsewhere)
    expect(linked.filter((id) => dualtron.includes(id as string)).length).toBeGreaterThan(0);
  });

  it('serves the server-rendered home at / and the 404 page', async () => {
    const home = await rawHtml('/');
    expect(home.status).toBe(200);
    expect(home.html).toContain('<title>Accueil | FōhzShop</title>');
    expect(home.html).toMatch(/<div id="root"><[^>]+>[\s\S]*<h1\b/);
    expect(home.html).toContain('<script type="application/json" id="page-data">');

    const missing = await rawHtml('/cette-page-n-existe-pas');
    expect(missing.status).toBe(404);
    expect(missing.html).toMatch(/<h1\b[^>]*>Page introuvable<\/h1>/);
  });

  it('sends its pages compressed: brotli when the browser takes it, gzip otherwise', async () => {
    // A page, a client screen's shell and the 404 page: every answer of the storefront function.
    for (const path of ['/', '/connexion', '/cette-page-n-existe-pas']) {
      for (const encoding of ['br', 'gzip']) {
        const response = await fetch(new URL(path, e2eStack().baseUrl), {
          headers: { 'accept-encoding': encoding },
        });
        expect(response.headers.get('content-encoding'), `${path} (${encoding})`).toBe(encoding);
        expect(response.headers.get('vary') ?? '').toMatch(/accept-encoding/i);
        expect(await response.text()).toMatch(/<\/html>\s*$/);
      }
      // A client that takes no encoding gets the page as it is.
      const plain = await fetch(new URL(path, e2eStack().baseUrl), {
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers.get('content-encoding')).toBeNull();
    }
  });

  it('publishes sitemap.xml and robots.txt', async () => {
    const sitemap = await rawHtml('/sitemap.xml');
    expect(sitemap.html).toContain(`<loc>${e2eStack().baseUrl}/pieces-detachees</loc>`);
    const robots = await rawHtml('/robots.txt');
    expect(robots.html).toContain(`Sitemap: ${e2eStack().baseUrl}/sitemap.xml`);
    expect(robots.html).toContain('Disallow: /hyperviseur');
  });
});

/**
 * Locally the version bump reaches an instance within VERSION_CHECK_MS (5 s); Hosting's CDN adds
 * its s-maxage. The margin is for a loaded machine: the trigger and the first render then take longer.
 */
const FRESH = { timeout: 45_000, interval: 500 };

describe('pages that follow the catalogue with no build', () => {
  const id = `e2e-frais-${Date.now().toString(36)}`;
  const partPath = `/pieces-detachees/${id}`;
  let model: Product;

  beforeAll(async () => {
    const stored = productsFromSnapshot(await adminDb().get('products'));
    const part = stored.find((p) => p.type === 'Pièce détachée' && p.stock > 0);
    if (!part) throw new Error('aucune pièce détachée à copier');
    model = { ...part, product_id: id, name: `Pièce fraîche ${id}`, description: 'Neuve.' };
  });

  afterAll(async () => {
    await removeProducts([model]);
  });

  it('gives a new product its full page, its place in the listing and the sitemap', async () => {
    await putProducts([model]);
    await expect.poll(async () => (await rawHtml(partPath)).status, FRESH).toBe(200);
    const { html, headers } = await rawHtml(partPath);
    expect(html).toContain(`<title>${model.name} | FōhzShop</title>`);
    expect(html).toMatch(
      /<script type="application\/ld\+json" id="product-jsonld">[^<]*Pièce fraîche/,
    );
    expect(html).toMatch(new RegExp(`<h1\\b[^>]*>${model.name}</h1>`));
    // What Hosting's CDN keeps, and for how long (the delay docs/ states).
    expect(headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=240',
    );
    expect((await rawHtml('/sitemap.xml')).html).toContain(`${e2eStack().baseUrl}${partPath}<`);
  });

  it('shows a rename in the HTML, sends an old path to the new one, and answers 404 once deleted', async () => {
    const renamed = await patchProduct(id, { name: `Pièce renommée ${id}` });
    await expect
      .poll(async () => (await rawHtml(partPath)).html, FRESH)
      .toContain(`<title>${renamed.name} | FōhzShop</title>`);

    await patchProduct(id, { type: 'Pièce compétition' });
    const moved = `/pieces-competition/${id}`;
    await expect.poll(async () => (await rawHtml(partPath)).status, FRESH).toBe(301);
    expect((await rawHtml(partPath)).headers.get('location')).toBe(moved);
    expect((await rawHtml(moved)).html).toContain(`<title>${renamed.name} | FōhzShop</title>`);

    await removeProducts([{ ...model, type: 'Pièce compétition' }]);
    await expect.poll(async () => (await rawHtml(moved)).status, FRESH).toBe(404);
    expect((await rawHtml(moved)).html).toMatch(/<h1\b[^>]*>Page introuvable<\/h1>/);
    expect((await rawHtml('/sitemap.xml')).html).not.toContain(id);
  });

  it('answers bad paths with the 404 page, and never renders an admin screen', async () => {
    const storefront = `${e2eStack().functionsUrl}/demo-fohzshop/europe-west1/storefront`;
    for (const path of [
      `/pieces-detachees/${'x'.repeat(500)}`,
      '/pieces-detachees/a.b',
      '/pieces-detachees/..%2F..%2Fsettings',
      '/trottinettes-electriques/../hyperviseur',
      '/pieces-detachees/id/extra',
      '/hyperviseur',
      '/mon-compte/inconnu',
      '/mon-compte/mes-commandes/a.b',
      '/mon-panier/paiement/etape',
    ]) {
      // Straight to the function, past Hosting's own rewrite of the Hyperviseur to spa.html.
      const response = await fetch(`${storefront}${path}`, { redirect: 'manual' });
      const html = await response.text();
      expect.soft(response.status, path).toBe(404);
      // The 404 page: no admin screen and no page of its own; only the shop's settings as data,
      // and the browser renders it again rather than hydrating another path's markup.
      expect.soft(html, path).toMatch(/<h1\b[^>]*>Page introuvable<\/h1>/);
      expect.soft(html, path).toContain('id="page-data" data-client-render>');
    }
    // Pages are read, never written to: any other method is refused.
    const post = await fetch(`${storefront}/pieces-detachees`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    // The query never selects another page: the same HTML, whatever follows the path.
    const plain = await rawHtml('/pieces-detachees');
    const withQuery = await rawHtml(`/pieces-detachees?tri=prix&x=${'y'.repeat(4_000)}`);
    expect(withQuery.status).toBe(200);
    expect(withQuery.html.replace(/"renderedAt":\d+/, '')).toBe(
      plain.html.replace(/"renderedAt":\d+/, ''),
    );
  });
});
