// What a crawler gets WITHOUT running JavaScript: after the prerender step (web/scripts/
// prerender.ts, run by the stack and once more here on the e2e build: a second run of the same
// build must give the same pages), catalogue and product URLs answer with their full markup,
// their own title, description, canonical and Product JSON-LD; sitemap.xml and robots.txt exist;
// client-rendered screens get the spa.html shell.
import { beforeAll, describe, expect, it } from 'vitest';
import { prerender } from '@fohzshop/web/prerender';
import { adminDb, e2eStack } from './support/stack';

const rawHtml = async (path: string) => {
  const response = await fetch(new URL(path, e2eStack().baseUrl));
  return { status: response.status, html: await response.text() };
};

describe('prerendered pages for crawlers', () => {
  beforeAll(async () => {
    await prerender({
      outDir: e2eStack().webDir,
      dbUrl: e2eStack().rtdbUrl,
      siteUrl: e2eStack().baseUrl,
    });
  });

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

  it('serves the prerendered home at / and the spa.html shell for client-rendered screens', async () => {
    const home = await rawHtml('/');
    expect(home.status).toBe(200);
    expect(home.html).toContain('<title>Accueil | FōhzShop</title>');
    expect(home.html).toMatch(/<div id="root"><[^>]+>[\s\S]*<h1\b/);
    expect(home.html).toContain('<script type="application/json" id="page-data">');

    const login = await rawHtml('/connexion');
    expect(login.status).toBe(200);
    expect(login.html).toContain('<div id="root"></div>');
    expect(login.html).not.toContain('id="page-data"');
    expect(login.html).toMatch(/<script type="module"[^>]*\bsrc="\/assets\/[^"]+\.js"/);

    const missing = await rawHtml('/cette-page-n-existe-pas');
    expect(missing.status).toBe(404);
    expect(missing.html).toMatch(/<h1\b[^>]*>Page introuvable<\/h1>/);
  });

  it('publishes sitemap.xml and robots.txt', async () => {
    const sitemap = await rawHtml('/sitemap.xml');
    expect(sitemap.html).toContain(`<loc>${e2eStack().baseUrl}/pieces-detachees</loc>`);
    const robots = await rawHtml('/robots.txt');
    expect(robots.html).toContain(`Sitemap: ${e2eStack().baseUrl}/sitemap.xml`);
    expect(robots.html).toContain('Disallow: /hyperviseur');
  });
});
