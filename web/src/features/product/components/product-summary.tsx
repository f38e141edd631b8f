// Name, brand, labels, price (struck old price), live stock state and the shop's promises.
import type { ProductLabel } from '@fohzshop/shared/catalog/labels';
import type { Product } from '@fohzshop/shared/schemas/product';
import { useProductDisplay } from '@/entities/product/hooks/use-product-display';
import { badge, heading, list } from '@/ui/recipes';
import { paletteClass } from '@/ui/theme/palettes';
import { cx } from '@/ui/theme/static-styles';
import { EcoFeeNote } from './eco-fee-note';
import { ProductActions } from './product-actions';
import s from './product-summary.styles';

const FEW_LEFT = 5;
const promiseList = list();

type Props = { product: Product; labels?: readonly ProductLabel[] };

export function ProductSummary({ product, labels }: Props) {
  const view = useProductDisplay(product, labels);
  if (!view) return null;
  return (
    <div className={s.summary}>
      <p className={s.kicker}>
        {product.brand} · {product.type}
      </p>
      <h1 className={cx(heading({ size: '2xl' }), s.name)}>{product.name}</h1>
      {view.labels.length > 0 && (
        <div className={s.labels}>
          {view.labels.map((label) => (
            <span
              key={label.text}
              className={cx(badge({ variant: 'subtle' }), paletteClass(label.palette))}
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
        {view.oldPrice && <del className={s.oldPrice}>{view.oldPrice}</del>}
        {view.discountPercent !== undefined && (
          <span className={cx(badge(), paletteClass('red'))}>-{view.discountPercent} %</span>
        )}
      </div>
      <p className={s.taxes}>Prix TTC, livraison gratuite en France</p>
      <EcoFeeNote cents={product.eco_fee_cents} />
      <div aria-live="polite" className={s.stock}>
        <span
          className={cx(badge({ variant: 'surface', size: 'lg' }), paletteClass(view.stockPalette))}
          data-testid="stock"
        >
          {view.stock}
        </span>
        {product.stock > 0 && product.stock <= FEW_LEFT && (
          <p className={s.fewLeft}>Plus que {product.stock} en stock</p>
        )}
      </div>
      <ProductActions product={product} isScooter={view.isScooter} />
      <ul role="list" className={cx(promiseList.root, s.promises)}>
        <li className={promiseList.item}>Livraison gratuite en France, sans minimum d’achat</li>
        <li className={promiseList.item}>Paiement sécurisé par carte bancaire ou virement</li>
        <li className={promiseList.item}>Service client : réponse sous 24 h, 7 j/7</li>
      </ul>
    </div>
  );
}
