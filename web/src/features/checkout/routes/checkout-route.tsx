// /mon-panier/paiement (signed in): the order summary from the cart, then the checkout form.
// An empty cart, or one with a line that cannot be ordered, sends the customer back to the cart.
// Styled at build time (components/checkout.styles.ts): no Chakra runtime on the load.
import { useEffect, useState } from 'react';
import { isScooter } from '@fohzshop/shared/catalog/product-safety';
import type { CartTotals } from '@/entities/cart/lib/card-totals';
import { useCartTotals } from '@/entities/cart/hooks/use-cart-totals';
import { useSession } from '@/entities/session/hooks/use-session';
import { usePageTime } from '@/lib/hydration/page-time';
import { heading } from '@/ui/recipes';
import { PageSpinner } from '@/ui/spinners';
import { CartNotice } from '../components/cart-notice';
import { CheckoutForm } from '../components/checkout-form';
import s from '../components/checkout.styles';
import { OrderSummary } from '../components/order-summary';
import { PromotionBannerNote } from '../components/promotion-banner';
import { PromotionCodeField } from '../components/promotion-code-field';
import { usePromotionCode } from '../hooks/use-promotion-code';
import { usePlaceOrder } from '../hooks/use-place-order';

export function CheckoutRoute() {
  const { ready, totals: live } = useCartTotals();
  const { profile } = useSession();
  const { place, pending, error } = usePlaceOrder();
  const today = new Date(usePageTime());
  // The server empties the cart as it creates the order: until the next page shows, keep
  // showing the cart that was ordered rather than « panier vide ».
  const [ordered, setOrdered] = useState<CartTotals | null>(null);
  const totals = pending && ordered ? ordered : live;
  const promotion = usePromotionCode(totals.itemsCents);
  const applied = promotion.applied;
  const discount = applied ? { code: applied.code, cents: applied.discount_cents } : undefined;
  const submit: typeof place = (request) => {
    setOrdered(live);
    place({ ...request, ...(applied && { promotion_code: applied.code }) });
  };
  // A refused order may be the code's doing (used up meanwhile): the field says so.
  const { recheck } = promotion;
  useEffect(() => {
    if (error) recheck();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a new error comes
  }, [error]);

  if (!ready || !profile) return <PageSpinner />;
  return (
    <div className={s.page}>
      <div className={s.intro}>
        <h1 className={heading({ size: '2xl' })}>Paiement</h1>
        <p className={s.lead}>Livraison offerte en France métropolitaine, sans minimum d'achat.</p>
      </div>
      {!totals.orderable ? (
        <CartNotice totals={totals} />
      ) : (
        <div className={s.grid}>
          <CheckoutForm
            saved={profile.addresses}
            names={{ first_name: profile.first_name, last_name: profile.last_name }}
            totalCents={Math.max(0, totals.totalCents - (discount?.cents ?? 0))}
            hasScooter={totals.lines.some((line) => line.product && isScooter(line.product))}
            pending={pending}
            today={today}
            onSubmit={submit}
          />
          <div className={s.aside}>
            <OrderSummary totals={totals} discount={discount} />
            <PromotionBannerNote now={today} />
            <PromotionCodeField
              applied={applied}
              error={promotion.error}
              pending={promotion.pending}
              onApply={promotion.apply}
              onRemove={promotion.remove}
            />
          </div>
        </div>
      )}
    </div>
  );
}
