// One cart line: image, name and brand (linked to the product), unit price, quantity stepper,
// removal and line total, with what changed since: stock problem, price change, misfit part.
import { Link } from 'react-router-dom';
import { formatCents } from '@fohzshop/shared/money';
import { productPath } from '@fohzshop/shared/routes';
import { QuantityStepper } from '@/entities/cart/components/quantity-stepper';
import { ProductPicture } from '@/entities/product/components/product-picture';
import { button } from '@/ui/recipes';
import { paletteClass } from '@/ui/theme/palettes';
import { cx } from '@/ui/theme/static-styles';
import type { CartPageLine } from '../hooks/use-cart-page';
import s from './cart.styles';

type Props = {
  line: CartPageLine;
  busy: boolean;
  onQuantity: (productId: string, quantity: number) => void;
  onRemove: (productId: string) => void;
};

const removeButton = cx(button({ variant: 'ghost', size: 'sm' }), paletteClass('red'));

export function CartLineItem({ line, busy, onQuantity, onRemove }: Props) {
  const { product } = line;
  const name = product?.name ?? 'Produit retiré du catalogue';
  const href = product ? productPath(product) : undefined;
  return (
    <li className={s.line} data-product-id={line.product_id}>
      <div className={s.picture}>
        <ProductPicture
          product={product ?? { product_id: line.product_id, images: [] }}
          sizes="128px"
          alt=""
          decorative
        />
      </div>
      <div className={s.details}>
        {product && <p className={s.brand}>{product.brand}</p>}
        <h2 className={s.name}>{href ? <Link to={href}>{name}</Link> : name}</h2>
        {product && <p className={s.muted}>Prix unitaire : {formatCents(line.unitCents)}</p>}
        <LineNotices line={line} />
        <div className={s.actions}>
          <QuantityStepper
            value={line.quantity}
            max={line.maxQuantity}
            onChange={(quantity) => onQuantity(line.product_id, quantity)}
            disabled={busy || !product}
            label={name}
            size="sm"
          />
          <button
            type="button"
            className={removeButton}
            disabled={busy}
            aria-label={`Retirer ${name} du panier`}
            onClick={() => onRemove(line.product_id)}
          >
            Retirer
          </button>
        </div>
      </div>
      <p className={s.lineTotal} data-testid="line-total">
        {formatCents(line.lineCents)}
      </p>
    </li>
  );
}

function LineNotices({ line }: { line: CartPageLine }) {
  return (
    <>
      {line.problemText && (
        <p className={s.problem} data-testid="line-problem">
          {line.problemText}
          {line.problem === 'insufficient_stock' && ' Réduisez la quantité pour commander.'}
          {line.problem !== 'insufficient_stock' && ' Retirez-le du panier pour commander.'}
        </p>
      )}
      {line.seenCents !== undefined && (
        <p className={s.notice} data-testid="price-change">
          {line.unitCents < line.seenCents
            ? 'Bonne nouvelle : le prix a baissé'
            : 'Le prix a changé'}{' '}
          depuis l’ajout au panier ({formatCents(line.seenCents)} → {formatCents(line.unitCents)}).
        </p>
      )}
      {line.misfit && (
        <p className={s.notice} data-testid="garage-warning">
          Attention : cette pièce n’est compatible avec aucune trottinette de « Mon garage ».
        </p>
      )}
    </>
  );
}
