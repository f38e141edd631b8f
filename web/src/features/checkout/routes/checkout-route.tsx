// /mon-panier/paiement (signed in): the order summary from the cart, then the checkout form.
// An empty cart, or one with a line that cannot be ordered, sends the customer back to the cart.
import { Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { isScooter } from '@fohzshop/shared/catalog/product-safety';
import type { CartTotals } from '@/entities/cart/lib/card-totals';
import { useCartTotals } from '@/entities/cart/hooks/use-cart-totals';
import { useSession } from '@/entities/session/hooks/use-session';
import { usePageTime } from '@/lib/hydration/page-time';
import { PageSpinner } from '@/ui/spinners';
import { CartNotice } from '../components/cart-notice';
import { CheckoutForm } from '../components/checkout-form';
import { OrderSummary } from '../components/order-summary';
import { usePlaceOrder } from '../hooks/use-place-order';

export function CheckoutRoute() {
  const { ready, totals: live } = useCartTotals();
  const { profile } = useSession();
  const { place, pending } = usePlaceOrder();
  const today = new Date(usePageTime());
  // The server empties the cart as it creates the order: until the next page shows, keep
  // showing the cart that was ordered rather than « panier vide ».
  const [ordered, setOrdered] = useState<CartTotals | null>(null);
  const totals = pending && ordered ? ordered : live;
  const submit: typeof place = (request) => {
    setOrdered(live);
    place(request);
  };

  if (!ready || !profile) return <PageSpinner />;
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Paiement
        </Heading>
        <Text color="fg.muted">
          Livraison offerte en France métropolitaine, sans minimum d'achat.
        </Text>
      </Stack>
      {!totals.orderable ? (
        <CartNotice totals={totals} />
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="8" alignItems="start">
          <CheckoutForm
            saved={profile.addresses}
            names={{ first_name: profile.first_name, last_name: profile.last_name }}
            totalCents={totals.totalCents}
            hasScooter={totals.lines.some((line) => line.product && isScooter(line.product))}
            pending={pending}
            today={today}
            onSubmit={submit}
          />
          <OrderSummary totals={totals} />
        </Grid>
      )}
    </Stack>
  );
}
