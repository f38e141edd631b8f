// « Ajouter au panier »: a simple button on cards, with a quantity stepper on product pages.
// Stock-aware: « Rupture de stock » (disabled) when the product cannot be ordered, never more
// than the stock in the cart. The first render is the same on the server and in the browser
// (the cart is empty until the page is hydrated), so cards and product pages hydrate as built.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isPurchasable, maxOrderableQuantity } from '@fohzshop/shared/catalog/stock';
import { toCents } from '@fohzshop/shared/money';
import { ROUTES } from '@fohzshop/shared/routes';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import { LoadingLabel } from '@/ui/loading-label';
import { button, link } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import { notify, notifyError } from '@/ui/toaster-store';
import { CART_STORE_ERRORS } from '../api/cart-store';
import { useCartLine } from '../hooks/use-cart-line';
import { QuantityStepper } from './quantity-stepper';
import s from './add-to-cart-button.styles';

type Props = {
  product: ListingProduct;
  /** Product page: choose the quantity first. */
  withQuantity?: boolean;
  size?: 'sm' | 'md' | 'lg';
};

export function AddToCartButton({ product, withQuantity = false, size = 'md' }: Props) {
  const line = useCartLine(product.product_id);
  const [quantity, setQuantity] = useState(1);
  const [pending, setPending] = useState(false);
  const [added, setAdded] = useState(false);
  const id = product.product_id;
  // On a card, several buttons share a text: their accessible name says which product.
  const named = (text: string) => (withQuantity ? undefined : `${text} : ${product.name}`);

  if (!isPurchasable(product)) {
    return (
      <button
        type="button"
        className={button({ size, variant: 'outline' })}
        disabled
        aria-label={named('Rupture de stock')}
      >
        Rupture de stock
      </button>
    );
  }

  const room = maxOrderableQuantity(product) - line.quantity;
  const wanted = Math.max(1, Math.min(quantity, room));
  const text = room <= 0 ? 'Quantité maximale dans le panier' : 'Ajouter au panier';
  const add = async () => {
    setPending(true);
    try {
      await line.add(withQuantity ? wanted : 1);
      // Remembered on this device only, to flag a later price change on the cart page.
      void import('../api/seen-prices').then((m) => m.rememberPrice(id, toCents(product.price)));
      notify.success(`« ${product.name} » a été ajouté à votre panier.`);
      setAdded(true);
      setQuantity(1);
    } catch (error) {
      notifyError(error, CART_STORE_ERRORS.saveFailed);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={s.root}>
      <div className={s.row}>
        {withQuantity && (
          <QuantityStepper
            value={wanted}
            max={Math.max(1, room)}
            onChange={setQuantity}
            disabled={room <= 0}
            label={product.name}
            size={size === 'lg' ? 'md' : size}
          />
        )}
        <button
          type="button"
          className={button({ size })}
          disabled={pending || room <= 0}
          aria-busy={pending ? 'true' : undefined}
          data-loading={pending ? '' : undefined}
          aria-label={named(text)}
          onClick={() => void add()}
        >
          <LoadingLabel loading={pending}>{text}</LoadingLabel>
        </button>
      </div>
      {added && (
        <RouterLink to={ROUTES.CART.path} className={cx(link(), s.cartLink)}>
          Voir mon panier
        </RouterLink>
      )}
    </div>
  );
}
