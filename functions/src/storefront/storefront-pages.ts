// Which pages a catalogue has, indexed once per catalogue read: every product with a page by its
// path (and by its id, to send an old path to the new one), and the sitemap files.
import { listProducts } from '@fohzshop/shared/catalog/listing';
import { productPath } from '@fohzshop/shared/routes';
import type { Product } from '@fohzshop/shared/schemas/product';
import { prerenderPages } from '@fohzshop/shared/seo-pages';
import { sitemapFiles, type SitemapFile } from '@fohzshop/shared/sitemap';

export type CataloguePages = {
  byPath: Map<string, Product>;
  byId: Map<string, Product>;
  sitemap(siteUrl: string): SitemapFile[];
};

const indexes = new WeakMap<Product[], CataloguePages>();

export function cataloguePages(products: Product[]): CataloguePages {
  const known = indexes.get(products);
  if (known) return known;
  // The products that get a page, as the listings show them (never the unclassified ones).
  const paged = listProducts(products, {}).filter((p) => p.type !== 'Non défini(e)');
  let sitemaps: { siteUrl: string; files: SitemapFile[] } | undefined;
  const pages: CataloguePages = {
    byPath: new Map(paged.map((product) => [productPath(product), product])),
    byId: new Map(paged.map((product) => [product.product_id, product])),
    sitemap(siteUrl) {
      if (sitemaps?.siteUrl !== siteUrl) {
        sitemaps = { siteUrl, files: sitemapFiles(prerenderPages(products, siteUrl), siteUrl) };
      }
      return sitemaps.files;
    },
  };
  indexes.set(products, pages);
  return pages;
}
