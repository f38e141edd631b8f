// The incremental prerender re-renders a product page exactly when something it shows changed.
import { describe, expect, it } from 'vitest';
import { NOW, daysAgo, product } from '@fohzshop/shared/test-support/products';
import type { Product } from '@fohzshop/shared/schemas/product';
import { productPageHashes } from './page-inputs';

const scooter = product({ product_id: 'thunder', brand: 'Dualtron' });
const other = product({ product_id: 'mini', brand: 'Dualtron' });
const part = product({
  product_id: 'pneu',
  type: 'Pièce détachée',
  brand: 'FōhzShop',
  compatible_with: ['thunder'],
});
const unrelated = product({ product_id: 'chargeur', type: 'Pièce détachée', brand: 'FōhzShop' });
const catalogue = [scooter, other, part, unrelated];
const SCOOTER = '/trottinettes-electriques/thunder';
const PART = '/pieces-detachees/pneu';
const OTHER = '/trottinettes-electriques/mini';

const hashes = (products: Product[], at = NOW.getTime(), build = 'build') =>
  productPageHashes(products, at, build);
const changed = (after: Map<string, string>, before = hashes(catalogue)) =>
  [...after].filter(([path, hash]) => before.get(path) !== hash).map(([path]) => path);
const replace = (next: Product) =>
  catalogue.map((item) => (item.product_id === next.product_id ? next : item));

describe('product page hashes', () => {
  it('are stable for the same inputs', () => {
    expect(changed(hashes(catalogue))).toEqual([]);
  });

  it("change a part's page and its scooters' pages when the part changes", () => {
    expect(changed(hashes(replace({ ...part, price: 42 })))).toEqual([SCOOTER, PART]);
  });

  it("change a part's page when a scooter it fits changes", () => {
    expect(changed(hashes(replace({ ...scooter, stock: 0 })))).toEqual([SCOOTER, PART]);
  });

  it('change every page when the best sellers change, or the build', () => {
    expect(changed(hashes(replace({ ...unrelated, views: 5 })))).toHaveLength(4);
    expect(changed(hashes(catalogue, NOW.getTime(), 'other build'))).toHaveLength(4);
  });

  it("leave other pages alone when a best seller's views or stock change, not the set", () => {
    const best = replace({ ...unrelated, views: 5 });
    const busier = best.map((item) =>
      item.product_id === 'chargeur' ? { ...item, views: 9, stock: 0 } : item,
    );
    expect(changed(hashes(busier), hashes(best))).toEqual(['/pieces-detachees/chargeur']);
  });

  it('change a page when its « Nouveauté » label starts or ends', () => {
    const fresh = replace({ ...other, created_at: daysAgo(6) });
    const before = hashes(fresh);
    expect(changed(hashes(fresh, NOW.getTime() + 12 * 3600_000), before)).toEqual([]);
    expect(changed(hashes(fresh, NOW.getTime() + 2 * 86_400_000), before)).toEqual([OTHER]);
  });
});
