import { describe, expect, it } from 'vitest';
import { product } from './test-support/products';
import { prerenderPages, renderFallbackHtml, renderPageHtml } from './seo-pages';
import { robotsTxt, sitemapFiles, sitemapXml } from './sitemap';

const SITE = 'https://boutique.example';
const TEMPLATE = `<!doctype html><html lang="fr"><head>
    <title>FōhzShop | Accueil</title>
    <meta
      name="description"
      content="Générique"
    />
  </head><body><div id="root"></div></body></html>`;

const scooter = product({
  product_id: 'thunder',
  name: 'Thunder <3>',
  description: 'Rapide & "fiable"',
  price: 1299.5,
  stock: 0,
  images: ['/images/t.svg'],
});
const part = product({
  product_id: 'pneu',
  name: 'Pneu',
  type: 'Pièce détachée',
  brand: 'FōhzShop',
});
const nami = product({ product_id: 'burn-e', name: 'Burn-E', brand: 'Nami' });

describe('prerenderPages', () => {
  const pages = prerenderPages([scooter, part, nami], SITE);
  const byPath = Object.fromEntries(pages.map((page) => [page.path, page]));

  it('lists public listings and every product, not personal or admin screens', () => {
    expect(byPath['/trottinettes-electriques']?.links).toEqual([
      { href: '/trottinettes-electriques/thunder', text: 'Thunder <3>' },
    ]);
    expect(byPath['/pieces-detachees/pneu']).toBeDefined();
    expect(byPath['/trottinettes-electriques/burn-e']).toBeDefined();
    expect(
      Object.keys(byPath).some((path) => /mon-compte|hyperviseur|connexion|mon-panier/.test(path)),
    ).toBe(false);
  });

  it('gives products a Product JSON-LD in EUR with availability', () => {
    expect(byPath['/trottinettes-electriques/thunder']?.jsonLd).toMatchObject({
      '@type': 'Product',
      offers: {
        price: '1299.50',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/OutOfStock',
      },
    });
  });
});

describe('renderPageHtml', () => {
  const [page] = prerenderPages([scooter], SITE).filter(
    (p) => p.path === '/trottinettes-electriques/thunder',
  );
  const html = renderPageHtml(TEMPLATE, page!, SITE);

  it('replaces title and description and adds canonical, Open Graph and escaped JSON-LD', () => {
    expect(html).toContain('<title>Thunder &lt;3&gt; | FōhzShop</title>');
    expect(html).toContain('<meta name="description" content="Rapide &amp; &quot;fiable&quot;" />');
    expect(html).not.toContain('Générique');
    expect(html).toContain(
      '<link rel="canonical" href="https://boutique.example/trottinettes-electriques/thunder" />',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://boutique.example/images/t.svg" />',
    );
    const json =
      /<script type="application\/ld\+json" id="product-jsonld">(.*?)<\/script>/.exec(html)?.[1] ??
      '';
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toMatchObject({
      name: 'Thunder <3>',
      offers: { priceCurrency: 'EUR' },
    });
  });

  it('is idempotent over a template that already went through renderFallbackHtml', () => {
    const fallback = renderFallbackHtml(renderFallbackHtml(TEMPLATE));
    expect(fallback.match(/og:site_name/g)).toHaveLength(1);
    expect(fallback).not.toContain('canonical');
    expect(renderPageHtml(fallback, page!, SITE).match(/og:site_name/g)).toHaveLength(1);
  });
});

describe('renderPageHtml with `$` patterns in the product', () => {
  // In a replacement string, $' is the text after the match, $& the match, $` the text before,
  // $1 a group and $$ one dollar: inserted as patterns they would copy parts of the template.
  const DOLLARS = "Kit $' $& $1 $$ $` fin";
  const dollar = product({
    product_id: 'kit-dollar',
    name: DOLLARS,
    description: `Pour ${DOLLARS}`,
    type: 'Pièce détachée',
  });
  const [page] = prerenderPages([dollar], SITE).filter(
    (p) => p.path === '/pieces-detachees/kit-dollar',
  );
  const html = renderPageHtml(TEMPLATE, page!, SITE);
  const text = DOLLARS.replaceAll('&', '&amp;'); // as escapeHtml writes it

  it('puts the name and the description in literally, and the template stays whole', () => {
    expect(html).toContain(`<title>${text} | FōhzShop</title>`);
    expect(html).toContain(`<meta name="description" content="Pour ${text}" />`);
    expect(html).toContain(`<meta property="og:title" content="${text} | FōhzShop" />`);
    expect(html).toContain(`<noscript><h1>${text}</h1><p>Pour ${text}</p>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<html/g)).toHaveLength(1);
    expect(html.endsWith('</body></html>')).toBe(true);
  });
});

describe('sitemap and robots', () => {
  it('lists absolute URLs and points robots to the sitemap', () => {
    const xml = sitemapXml(prerenderPages([scooter], SITE), SITE);
    expect(xml).toContain('<loc>https://boutique.example/</loc>');
    expect(xml).toContain('<loc>https://boutique.example/trottinettes-electriques/thunder</loc>');
    expect(robotsTxt(SITE)).toContain('Sitemap: https://boutique.example/sitemap.xml');
    expect(robotsTxt(SITE)).toContain('Disallow: /hyperviseur');
  });
});

describe('sitemap split beyond the protocol limits', () => {
  const pages = prerenderPages([scooter, part], SITE);

  it('keeps a single sitemap.xml (the urlset) while the pages fit', () => {
    const files = sitemapFiles(pages, SITE);
    expect(files).toEqual([{ name: 'sitemap.xml', xml: sitemapXml(pages, SITE) }]);
  });

  it('writes sitemap-1.xml, sitemap-2.xml… and an index at sitemap.xml beyond the URL limit', () => {
    const files = sitemapFiles(pages, SITE, { urls: 3, bytes: 50 * 1024 * 1024 });
    const parts = files.filter((file) => file.name !== 'sitemap.xml');
    expect(parts.map((file) => file.name)).toEqual(
      Array.from({ length: Math.ceil(pages.length / 3) }, (_, i) => `sitemap-${i + 1}.xml`),
    );
    const locs = parts.flatMap((file) => [...file.xml.matchAll(/<loc>([^<]+)<\/loc>/g)]);
    expect(locs.map((match) => match[1])).toEqual(pages.map((page) => `${SITE}${page.path}`));
    for (const file of parts) expect(file.xml.match(/<url>/g)?.length).toBeLessThanOrEqual(3);
    const index = files.find((file) => file.name === 'sitemap.xml')?.xml ?? '';
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain(`<loc>${SITE}/sitemap-1.xml</loc>`);
    expect(index.match(/<sitemap>/g)?.length).toBe(parts.length);
  });

  it('also splits on the byte limit', () => {
    const files = sitemapFiles(pages, SITE, { urls: 50_000, bytes: 400 });
    const parts = files.filter((file) => file.name !== 'sitemap.xml');
    expect(parts.length).toBeGreaterThan(1);
    for (const file of parts) {
      const urls = file.xml.match(/<url>/g)?.length ?? 0;
      // ASCII only here: characters are bytes.
      if (urls > 1) expect(file.xml.length).toBeLessThanOrEqual(400);
    }
  });
});
