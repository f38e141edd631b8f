// Compact product tile of the home strips (best sellers, new arrivals).
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { sameLabels, type ProductLabel } from '@fohzshop/shared/catalog/labels';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import { productDisplay } from '@/entities/product/hooks/use-product-display';
import { ProductPicture } from '@/entities/product/components/product-picture';
import { badge } from '@/ui/recipes';
import { paletteClass } from '@/ui/theme/palettes';
import { cx } from '@/ui/theme/static-styles';
import linkBox from '@/ui/link-box.styles';
import s from './home-product-tile.styles';

function Tile({ product, labels }: { product: ListingProduct; labels?: readonly ProductLabel[] }) {
  const view = productDisplay(product, labels);
  return (
    <article className={cx(s.width, linkBox.box, s.tile)}>
      <ProductPicture product={product} sizes="256px" alt="" decorative className={s.image} />
      <div className={s.body}>
        <p className={s.brand}>{product.brand}</p>
        <RouterLink to={view.href} className={linkBox.overlay}>
          <p className={s.name}>{product.name}</p>
        </RouterLink>
        <div className={s.prices}>
          <p className={s.price}>{view.price}</p>
          {view.oldPrice && <del className={s.oldPrice}>{view.oldPrice}</del>}
        </div>
        <div>
          <span
            className={cx(
              badge({ size: 'sm', variant: 'surface' }),
              paletteClass(view.stockPalette),
            )}
          >
            {view.stock}
          </span>
        </div>
      </div>
    </article>
  );
}

/**
 * Re-rendered only when its card or its labels change: live data brings a new card only for a
 * product that changed (TanStack Query keeps the others' objects), and labels are recomputed as
 * new arrays, so they are compared by value.
 */
export const HomeProductTile = memo(
  Tile,
  (prev, next) => prev.product === next.product && sameLabels(prev.labels, next.labels),
);
