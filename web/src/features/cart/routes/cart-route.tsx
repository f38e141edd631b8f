// /mon-panier: the cart of this device, or of the signed-in customer's account. Rendered in the
// browser only (served by spa.html: a cart is personal, never prerendered).
import { Box, Grid, Heading, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@fohzshop/shared/routes';
import { useSession } from '@/entities/session/hooks/use-session';
import { notify, notifyError } from '@/ui/toaster-store';
import { CART_STORE_ERRORS } from '@/entities/cart/api/cart-store';
import { CartEmpty } from '../components/cart-empty';
import { CartLineItem } from '../components/cart-line';
import { CartSummary } from '../components/cart-summary';
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
    <Stack gap="6">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        Mon panier
      </Heading>
      {!ready ? (
        <Skeleton h="64" rounded="l3" aria-label="Chargement du panier" />
      ) : lines.length === 0 ? (
        <CartEmpty />
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="8" alignItems="start">
          <Box>
            <Text color="fg.muted" mb="2">
              {cart.count} article{cart.count > 1 ? 's' : ''} dans votre panier
            </Text>
            <List.Root listStyle="none" aria-label="Produits du panier" borderTopWidth="1px">
              {lines.map((line) => (
                <CartLineItem
                  key={line.product_id}
                  line={line}
                  busy={busy}
                  onQuantity={(id, quantity) => void run(() => cart.setQuantity(id, quantity))}
                  onRemove={(id) => void run(() => cart.remove(id))}
                />
              ))}
            </List.Root>
          </Box>
          <Box position={{ lg: 'sticky' }} top={{ lg: '24' }}>
            <CartSummary
              totals={totals}
              disabled={busy || !totals.orderable}
              onCheckout={checkout}
            />
          </Box>
        </Grid>
      )}
    </Stack>
  );
}
