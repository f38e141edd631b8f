// What a crawler gets WITHOUT running JavaScript: after the prerender step (web/scripts/
// prerender.ts, run here on the e2e build), catalogue and product URLs answer with their own
// title, description, canonical and Product JSON-LD; sitemap.xml and robots.txt exist.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '@fohzshop/local-stack/stack/config';
import { prerender } from '@fohzshop/web/prerender';
import { adminDb, e2eStack } from './support/stack';

/** global-setup builds the e2e SPA here (see tests/e2e/global-setup.ts). */
const E2E_WEB_DIR = join(ROOT_DIR, '.data/e2e-web');

const rawHtml = async (path: string) => {
  const response = await fetch(new URL(path, e2eStack().baseUrl));
  return { status: response.status, html: await response.text() };
};

describe('prerendered pages for crawlers', () => {
  beforeAll(async () => {
    await prerender({
      outDir: E2E_WEB_DIR,
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
    expect(html).toMatch(/<noscript>.*<a href="\/trottinettes-electriques\/[^"]+">/s);
  });

  it('publishes sitemap.xml and robots.txt', async () => {
    const sitemap = await rawHtml('/sitemap.xml');
    expect(sitemap.html).toContain(`<loc>${e2eStack().baseUrl}/pieces-detachees</loc>`);
    const robots = await rawHtml('/robots.txt');
    expect(robots.html).toContain(`Sitemap: ${e2eStack().baseUrl}/sitemap.xml`);
    expect(robots.html).toContain('Disallow: /hyperviseur');
  });
});
