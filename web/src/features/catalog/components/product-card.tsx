// One product in a listing: sized image, name, brand, price and struck old price, labels and
// live stock state (the card re-renders when the RTDB listener updates the cached product).
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { sameLabels, type ProductLabel } from '@fohzshop/shared/catalog/labels';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import { AddToCartButton } from '@/entities/cart/components/add-to-cart-button';
import { useProductDisplay } from '@/entities/product/hooks/use-product-display';
import { ProductPicture } from '@/entities/product/components/product-picture';
import { badge, card, heading } from '@/ui/recipes';
import { paletteClass } from '@/ui/theme/palettes';
import { cx } from '@/ui/theme/static-styles';
import { CompareToggle } from './compare-toggle';
import s from './product-card.styles';

const parts = card({ variant: 'outline' });
/** The grid's columns: 1, 2 from sm, 3 from lg, 4 from xl (max 7xl = 1,280 px). */
const CARD_SIZES = '(min-width: 80em) 300px, (min-width: 62em) 33vw, (min-width: 30em) 50vw, 100vw';

type Props = { product: ListingProduct; labels?: readonly ProductLabel[]; eager?: boolean };

function ProductCardView({ product, labels, eager = false }: Props) {
  const view = useProductDisplay(product, labels);
  if (!view) return null;
  return (
    <article className={cx(parts.root, s.root)} data-product-id={product.product_id}>
      <RouterLink to={view.href} tabIndex={-1} aria-hidden="true">
        <ProductPicture
          product={product}
          sizes={CARD_SIZES}
          alt=""
          decorative
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          className={s.image}
        />
      </RouterLink>
      <div className={cx(parts.body, s.body)}>
        <p className={s.brand}>{product.brand}</p>
        <h3 className={cx(heading({ size: 'sm' }), s.name)}>
          <RouterLink to={view.href}>{product.name}</RouterLink>
        </h3>
        {view.labels.length > 0 && (
          <div className={s.labels}>
            {view.labels.map((label) => (
              <span
                key={label.text}
                className={cx(
                  badge({ variant: 'subtle', size: 'sm' }),
                  paletteClass(label.palette),
                )}
              >
                {label.text}
              </span>
            ))}
          </div>
        )}
        <div className={s.prices}>
          <p className={s.price} data-testid="price">
            {view.price}
          </p>
          {view.oldPrice && (
            <del className={s.oldPrice}>
              <span className={s.srOnly}>Prix précédent :</span>
              {view.oldPrice}
            </del>
          )}
        </div>
        <span
          className={cx(badge({ variant: 'surface' }), paletteClass(view.stockPalette), s.stock)}
          data-testid="stock"
        >
          {view.stock}
        </span>
      </div>
      <div className={cx(parts.footer, s.footer)}>
        <div className={s.actions}>
          <AddToCartButton product={product} size="sm" />
          {view.isScooter && <CompareToggle productId={product.product_id} name={product.name} />}
        </div>
      </div>
    </article>
  );
}

/**
 * Re-rendered only when its card, its labels or its loading mode change: going live brings a new
 * card object only for a product that changed (TanStack Query keeps the others), and labels are
 * recomputed as new arrays, so they are compared by value.
 */
export const ProductCard = memo(
  ProductCardView,
  (prev, next) =>
    prev.product === next.product &&
    prev.eager === next.eager &&
    sameLabels(prev.labels, next.labels),
);
