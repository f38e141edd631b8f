// The storefront server with a stand-in renderer bundle and catalogue (no emulator), shared by
// its tests: the renderer prints the path, the products' names, the shop's e-mail and the number
// of reviews it was given, so a test reads what each page was rendered with.
import { vi } from 'vitest';
import type { Product } from '@fohzshop/shared/schemas/product';
import type { RenderData } from '@fohzshop/shared/storefront/page-document';
import { reviewsViewOf } from '@fohzshop/shared/storefront/reviews-view';
import { shopViewOf } from '@fohzshop/shared/storefront/shop-view';
import type { Catalogue } from '../src/storefront/catalogue-snapshot.js';
import type { RendererBundle } from '../src/storefront/renderer-bundle.js';
import { storefrontServer } from '../src/storefront/storefront-server.js';

const TEMPLATE =
  '<html><head><title>FōhzShop</title><!--page-styles--></head><body><div id="root"><!--page-html--></div>' +
  '<!--page-data--><script type="module" crossorigin src="/assets/index-A.js"></script></body></html>';

export const product = (id: string, fields: Partial<Product> = {}): Product => ({
  product_id: id,
  name: `Produit ${id}`,
  description: 'Description.',
  brand: 'Dualtron',
  price: 100,
  stock: 3,
  type: 'Pièce détachée',
  images: [],
  views: 0,
  created_at: '2026-11-01T10:00:00.000Z',
  ...fields,
});

const SHOP = shopViewOf({
  bank: {
    holder: 'FōhzShop SAS',
    bank_name: 'Banque',
    iban: 'FR7630006000011234567890189',
    bic: 'AGRIFRPP',
  },
  contact: { email: 'contact@boutique.test', phone: '01 23 45 67 89', address: '' },
});

export const REVIEWS = reviewsViewOf(
  {
    r1: {
      rating: 5,
      title: 'Parfait',
      body: 'Livrée vite, bien réglée.',
      author_name: 'Léa',
      source: 'site',
      verified_purchase: true,
      status: 'published',
      created_at: '2026-11-02T10:00:00.000Z',
    },
  },
  { site: { average: 5, count: 1 } },
);

export function setUp(products: Product[]) {
  const renders: string[] = [];
  const entry = {
    renderParts: vi.fn(async (url: string, data: RenderData) => {
      renders.push(url);
      const names = data.products.map((p) => p.name).join(',');
      return {
        html: `<main>${url}|${names}</main>${data.shop?.contact?.email ?? ''}|${data.reviews?.published.length ?? 0} avis`,
        styles: '',
        pageJson: '{}',
        dataId: 'page-data',
      };
    }),
    photoBaseUrl: 'https://stockage.test/v0/b/shop/o/',
  };
  const shellTemplate = TEMPLATE.replace('<!--page-styles-->', '<style data-screen-css></style>$&');
  const bundle: RendererBundle = { entry, template: TEMPLATE, shellTemplate, manifest: {} };
  let current: Catalogue = { products, shop: SHOP, reviews: REVIEWS, version: 1, loadedAt: 0 };
  const catalogue = vi.fn(async () => current);
  const respond = storefrontServer({
    bundle: async () => bundle,
    catalogue,
    siteUrl: () => 'https://boutique.test',
  });
  const publish = (next: Product[]) => {
    current = { ...current, products: next, version: current.version + 1 };
  };
  return { respond, renders, catalogue, publish };
}
