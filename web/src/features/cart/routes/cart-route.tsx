// /mon-panier: the cart of this device, or of the signed-in customer's account. Rendered in the
// browser (a cart is personal): its shell shows the title and a skeleton of the cart's size.
// Styled at build time (components/cart.styles.ts): no Chakra runtime on the load.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@fohzshop/shared/routes';
import { useSession } from '@/entities/session/hooks/use-session';
import { notify, notifyError } from '@/ui/toaster-store';
import { CART_STORE_ERRORS } from '@/entities/cart/api/cart-store';
import { heading, skeleton } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import { CartEmpty } from '../components/cart-empty';
import { CartLineItem } from '../components/cart-line';
import { CartSummary } from '../components/cart-summary';
import s from '../components/cart.styles';
import { useCartPage } from '../hooks/use-cart-page';

export function CartRoute() {
  const { ready, totals, lines, cart } = useCartPage();
  const { isSignedIn } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      notifyError(error, CART_STORE_ERRORS.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  const checkout = () => {
    const payment = ROUTES.CART_PAYMENT.path;
    if (isSignedIn) return void navigate(payment);
    // Signing in brings the visitor back to the payment; the cart follows them to their account.
    notify.info('Connectez-vous ou créez votre compte pour passer la commande.');
    void navigate(ROUTES.USER_LOGIN.path, { state: { from: payment } });
  };

  return (
    <div className={s.page}>
      <h1 className={cx(heading({ size: '2xl' }), s.title)}>Mon panier</h1>
      {!ready ? (
        // Keyed: React would otherwise reuse this div for the content, which browsers count as
        // a layout shift of the whole cart (CLS 0.2 for a signed-in customer).
        <div
          key="skeleton"
          className={cx(skeleton(), s.skeleton)}
          role="status"
          aria-label="Chargement du panier"
        />
      ) : lines.length === 0 ? (
        <CartEmpty />
      ) : (
        <div key="lines" className={s.grid}>
          <div>
            <p className={s.count}>
              {cart.count} article{cart.count > 1 ? 's' : ''} dans votre panier
            </p>
            <ul className={s.lines} aria-label="Produits du panier">
              {lines.map((line) => (
                <CartLineItem
                  key={line.product_id}
                  line={line}
                  busy={busy}
                  onQuantity={(id, quantity) => void run(() => cart.setQuantity(id, quantity))}
                  onRemove={(id) => void run(() => cart.remove(id))}
                />
              ))}
            </ul>
          </div>
          <div className={s.aside}>
            <CartSummary
              totals={totals}
              disabled={busy || !totals.orderable}
              onCheckout={checkout}
            />
          </div>
        </div>
      )}
    </div>
  );
}
