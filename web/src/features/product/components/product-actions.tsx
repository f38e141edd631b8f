// Product page buttons: « Ajouter au panier » with its quantity (every product), « Me prévenir
// du retour en stock » when it cannot be bought, and, for scooters, add to the comparator (with a
// link to it) and « J'ai cette trottinette ».
import { Link as RouterLink } from 'react-router-dom';
import { isPurchasable } from '@fohzshop/shared/catalog/stock';
import type { Product } from '@fohzshop/shared/schemas/product';
import { AddToCartButton } from '@/entities/cart/components/add-to-cart-button';
import { COMPARE_MAX, useCompareList } from '@/entities/compare/hooks/use-compare-list';
import { useGarage } from '@/entities/garage/hooks/use-garage';
import { button } from '@/ui/recipes';
import { notify } from '@/ui/toaster-store';
import { BackInStockButton } from './back-in-stock-button';
import s from './product-actions.styles';

export function ProductActions({ product, isScooter }: { product: Product; isScooter: boolean }) {
  return (
    <div className={s.actions}>
      <AddToCartButton product={product} withQuantity size="lg" />
      {!isPurchasable(product) && (
        <BackInStockButton productId={product.product_id} productName={product.name} />
      )}
      {isScooter && <ScooterActions productId={product.product_id} />}
    </div>
  );
}

function ScooterActions({ productId }: { productId: string }) {
  const compare = useCompareList();
  const garage = useGarage();
  const compared = compare.has(productId);
  const owned = garage.has(productId);
  return (
    <div className={s.scooter}>
      <button
        type="button"
        className={button({ variant: compared ? 'subtle' : 'outline' })}
        aria-pressed={compared}
        onClick={() => {
          if (!compare.toggle(productId))
            notify.info(
              `Le comparateur accepte ${COMPARE_MAX} trottinettes au maximum : retirez-en une d'abord.`,
            );
        }}
      >
        {compared ? 'Retirer du comparateur' : 'Ajouter au comparateur'}
      </button>
      {compare.ids.length >= 2 && compared && (
        <RouterLink to={compare.path} className={button({ variant: 'ghost' })}>
          Comparer ({compare.ids.length})
        </RouterLink>
      )}
      <button
        type="button"
        className={button({ variant: owned ? 'subtle' : 'outline' })}
        aria-pressed={owned}
        disabled={!owned && garage.isFull}
        onClick={() => garage.toggle(productId)}
      >
        {owned ? 'Dans mon garage ✓' : 'J’ai cette trottinette'}
      </button>
    </div>
  );
}
