// The storefront function's logic with a stand-in renderer bundle and catalogue (no emulator):
// which requests read the catalogue, what is cached and for which version, the answers for a
// moved or deleted product, and the catalogue snapshot's version checks. The same path served
// for real, through Hosting's rewrite: tests/e2e/served-pages.test.ts.
import { describe, expect, it, vi } from 'vitest';
import { shopViewOf } from '@fohzshop/shared/storefront/shop-view';
import {
  CATALOGUE_MAX_AGE_MS,
  VERSION_CHECK_MS,
  catalogueSnapshot,
} from '../src/storefront/catalogue-snapshot.js';
import { changesPages } from '../src/storefront/page-relevant-change.js';
import { pageCache } from '../src/storefront/page-cache.js';
import { PAGE_CACHE_CONTROL } from '../src/storefront/storefront-server.js';
import { REVIEWS, product, setUp } from './storefront-fixture.js';

describe('the storefront server', () => {
  it('renders a product page with its head tags, once per catalogue version', async () => {
    const { respond, renders, publish } = setUp([product('p1')]);
    const first = await respond('/pieces-detachees/p1');
    expect(first.status).toBe(200);
    expect(first.cacheControl).toBe(PAGE_CACHE_CONTROL);
    expect(first.body).toContain('<title>Produit p1 | FōhzShop</title>');
    expect(first.body).toContain(
      '<link rel="canonical" href="https://boutique.test/pieces-detachees/p1" />',
    );
    expect(first.body).toContain('id="product-jsonld"');
    // The shop's contact details are rendered with the catalogue (the legal pages print them).
    // So are the published reviews (/avis-clients prints them).
    expect(first.body).toContain(
      '<div id="root"><main>/pieces-detachees/p1|Produit p1</main>contact@boutique.test|1 avis',
    );
    await respond('/pieces-detachees/p1?utm=x');
    expect(renders).toEqual(['/pieces-detachees/p1']);

    publish([product('p1', { name: 'Renommé' })]);
    expect((await respond('/pieces-detachees/p1')).body).toContain(
      '<title>Renommé | FōhzShop</title>',
    );
    expect(renders).toHaveLength(2);
  });

  it('shares the uploaded photo, from the page’s own Storage base, in og:image and JSON-LD', async () => {
    const photo = { id: 'ph', alt: 'Face', width: 2000, height: 1500, widths: [320, 1280, 1600] };
    const { respond } = setUp([product('p1', { images: ['/images/a.webp'], photos: [photo] })]);
    const { body } = await respond('/pieces-detachees/p1');
    const url =
      'https://stockage.test/v0/b/shop/o/products%2Fp1%2Fvariants%2Fph%2F1280.webp?alt=media';
    expect(body).toContain(`<meta property="og:image" content="${url}" />`);
    expect(body).toContain(`"image":["${url}"]`);
    expect(body).not.toContain('/images/a.webp');
  });

  it('renders a client screen’s shell with the shop’s settings and no catalogue, one for every order', async () => {
    const { respond, renders, publish } = setUp([product('p1')]);
    const cart = await respond('/mon-panier?ids=x');
    expect(cart).toMatchObject({ status: 200, cacheControl: PAGE_CACHE_CONTROL });
    expect(cart.body).toContain('<title>Mon panier | FōhzShop</title>');
    expect(cart.body).toContain('<meta name="robots" content="noindex" />');
    expect(cart.body).toContain('<style data-screen-css>');
    expect(cart.body).toContain('<main>/mon-panier|</main>contact@boutique.test|0 avis');
    const orders = ['/mon-compte/mes-commandes/-Na1', '/mon-compte/mes-commandes/-Nb2'];
    for (const path of orders) {
      const reply = await respond(path);
      expect(reply.body).toContain('<title>Détail de la commande | FōhzShop</title>');
      expect(reply.body).not.toContain('-N');
    }
    expect(renders).toEqual(['/mon-panier', '/mon-compte/mes-commandes/commande']);
    // A new version renders the shell again: the settings it prints may have changed.
    publish([product('p1'), product('p2')]);
    await respond('/mon-panier');
    expect(renders).toHaveLength(3);
    // The client screens' stylesheet comes with their shells only.
    expect((await respond('/pieces-detachees/p1')).body).not.toContain('data-screen-css');
  });

  it('sends a product moved to another type to its new path, and a deleted one to the 404 page', async () => {
    const { respond, publish } = setUp([product('p1', { type: 'Pièce compétition' })]);
    const moved = await respond('/pieces-detachees/p1');
    expect(moved).toMatchObject({ status: 301, location: '/pieces-competition/p1' });
    publish([]);
    expect((await respond('/pieces-competition/p1')).status).toBe(404);
  });

  it('lists a new product in the sitemap of the next version', async () => {
    const { respond, publish } = setUp([product('p1')]);
    expect((await respond('/sitemap.xml')).body).not.toContain('/p2<');
    publish([product('p1'), product('p2')]);
    const sitemap = await respond('/sitemap.xml');
    expect(sitemap.contentType).toBe('application/xml');
    expect(sitemap.body).toContain('<loc>https://boutique.test/pieces-detachees/p2</loc>');
  });

  it('renders concurrent requests for one page once, and pages one after the other', async () => {
    const { respond, renders } = setUp([product('p1'), product('p2')]);
    await Promise.all([
      respond('/pieces-detachees/p1'),
      respond('/pieces-detachees/p1'),
      respond('/pieces-detachees/p2'),
    ]);
    expect(renders.sort()).toEqual(['/pieces-detachees/p1', '/pieces-detachees/p2']);
  });
});

describe('the catalogue snapshot', () => {
  it('reads the version at most every few seconds, and the products only when it changed', async () => {
    let clock = 0;
    let version = 1;
    const readVersion = vi.fn(async () => version);
    const readProducts = vi.fn(async () => [product(`v${version}`)]);
    const readShop = vi.fn(async () => shopViewOf({ contact: { email: `v${version}@x.fr` } }));
    const readReviews = vi.fn(async () => REVIEWS);
    const read = catalogueSnapshot(
      { readVersion, readProducts, readShop, readReviews },
      () => clock,
    );
    expect((await read()).products[0]?.product_id).toBe('v1');
    clock += VERSION_CHECK_MS - 1;
    await read();
    expect(readVersion).toHaveBeenCalledTimes(1);
    clock += 2;
    await read();
    expect(readVersion).toHaveBeenCalledTimes(2);
    expect(readProducts).toHaveBeenCalledTimes(1);
    version = 2;
    clock += VERSION_CHECK_MS;
    expect((await read()).products[0]?.product_id).toBe('v2');
    clock += CATALOGUE_MAX_AGE_MS + 1;
    await read();
    expect(readProducts).toHaveBeenCalledTimes(3);
    // The shop's settings and the reviews are read with the products, never on their own.
    expect(readShop).toHaveBeenCalledTimes(3);
    expect(readReviews).toHaveBeenCalledTimes(3);
  });

  it('shares one read between concurrent requests', async () => {
    const readVersion = vi.fn(async () => 1);
    const readProducts = vi.fn(async () => [product('p')]);
    const readShop = vi.fn(async () => shopViewOf(null));
    const readReviews = vi.fn(async () => REVIEWS);
    const read = catalogueSnapshot({ readVersion, readProducts, readShop, readReviews }, () => 0);
    await Promise.all([read(), read(), read()]);
    expect(readVersion).toHaveBeenCalledTimes(1);
    expect(readProducts).toHaveBeenCalledTimes(1);
  });
});

describe('what bumps the catalogue version', () => {
  const base = { name: 'A', price: 10, stock: 3, views: 1 };
  it('is any change a page shows, a product created or deleted, or its availability', () => {
    expect(changesPages(base, { ...base, name: 'B' })).toBe(true);
    expect(changesPages(null, base)).toBe(true);
    expect(changesPages(base, null)).toBe(true);
    expect(changesPages(base, { ...base, stock: 0 })).toBe(true);
  });
  it('is not a stock move that keeps it available, nor a view', () => {
    expect(changesPages(base, { ...base, stock: 2 })).toBe(false);
    expect(changesPages(base, { ...base, views: 9 })).toBe(false);
  });
});

describe('the page cache', () => {
  it('drops the least recently used entries past its size, and entries past their age', () => {
    let clock = 0;
    const cache = pageCache(10, () => clock);
    const page = (body: string) => ({ status: 200, body, contentType: 'text/html' });
    cache.set('a', page('12345'));
    cache.set('b', page('12345'));
    cache.get('a');
    cache.set('c', page('12345'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.body).toBe('12345');
    clock += 11 * 60 * 1_000;
    expect(cache.get('a')).toBeUndefined();
  });
});
