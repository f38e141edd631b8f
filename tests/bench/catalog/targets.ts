// The pages measured at both sizes. The two product pages are chosen in the 46-product demo
// (most viewed scooter and spare part) so the same pages are compared once the catalogue grows.
import { PRODUCT_TYPES } from '@fohzshop/shared/catalog/taxonomy';
import { productPath } from '@fohzshop/shared/routes';
import type { RtdbClient } from '@fohzshop/local-stack/stack/rtdb';

const [SCOOTER, PART] = PRODUCT_TYPES;

export type Targets = { pages: string[]; scooter: string; part: string };

type Stored = { type?: string; views?: number };

function mostViewed(products: Record<string, Stored>, type: string): string {
  const found = Object.entries(products)
    .filter(([, product]) => product.type === type)
    .sort(([a, pa], [b, pb]) => (pb.views ?? 0) - (pa.views ?? 0) || a.localeCompare(b))[0];
  if (!found) throw new Error(`Aucun produit « ${type} » dans la base de démonstration.`);
  return productPath({ product_id: found[0], type });
}

export async function pickTargets(db: RtdbClient): Promise<Targets> {
  const products = ((await db.get('products')) ?? {}) as Record<string, Stored>;
  const scooter = mostViewed(products, SCOOTER);
  const part = mostViewed(products, PART);
  return {
    pages: ['/', '/trottinettes-electriques', '/pieces-detachees', part, scooter],
    scooter,
    part,
  };
}

/** The three storefront pages Lighthouse scores: home, the parts listing, a product page. */
export const lighthousePages = (targets: Targets): string[] => [
  '/',
  '/pieces-detachees',
  targets.part,
];
