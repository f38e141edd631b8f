// Responsive grid of product cards, with a same-size skeleton while loading (no layout shift).
import type { LabelsById } from '@fohzshop/shared/catalog/labels';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import { Region } from '@/lib/hydration/region';
import { skeleton } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import { ProductCard } from './product-card';
import s from './product-grid.styles';

/** Cards above the fold on a phone load their image eagerly (LCP), the rest lazily. */
const EAGER_CARDS = 2;

export function ProductGrid({
  products,
  labels,
}: {
  products: readonly ListingProduct[];
  labels: LabelsById;
}) {
  return (
    <ul className={cx(s.grid, s.list)} aria-label="Produits">
      {products.map((product, index) => (
        <li key={product.product_id} className={index < EAGER_CARDS ? undefined : s.offscreen}>
          {/* Each card hydrates on its own (short tasks on long listings). */}
          <Region>
            <ProductCard
              product={product}
              labels={labels[product.product_id]}
              eager={index < EAGER_CARDS}
            />
          </Region>
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className={s.grid} aria-busy="true" aria-label="Chargement des produits">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={s.skeletonCard}>
          <div className={cx(skeleton(), s.skeletonImage)} />
          <div className={cx(skeleton(), s.skeletonBrand)} />
          <div className={cx(skeleton(), s.skeletonName)} />
          <div className={cx(skeleton(), s.skeletonPrice)} />
        </div>
      ))}
    </div>
  );
}
