// Placing the order: one idempotency key per checkout attempt (see idempotency-key.ts), one
// request at a time, errors as toasts (the query client's mutation cache), and on success the
// payment page of the provider, or the confirmation page for a bank transfer.
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '@fohzshop/shared/messages';
import { ROUTES } from '@fohzshop/shared/routes';
import { submitOrder } from '../api/place-order';
import type { OrderRequest } from '../components/checkout-request';
import { checkoutAttemptKey, endCheckoutAttempt } from './idempotency-key';

export const confirmationPath = (orderId: string) =>
  `${ROUTES.ORDER_CONFIRMED.path}?commande=${encodeURIComponent(orderId)}`;

export function usePlaceOrder() {
  const navigate = useNavigate();
  // A second click before React re-renders the disabled button must not send a second request.
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (request: Omit<OrderRequest, 'idempotency_key'>) =>
      submitOrder({ ...request, idempotency_key: checkoutAttemptKey() }),
    meta: { errorMessage: MESSAGES.orderFailed },
    onSuccess: ({ order_id, payment_url }) => {
      endCheckoutAttempt();
      if (!payment_url) void navigate(confirmationPath(order_id));
      // The local sandbox's page is in the app; a real provider's is on its own site.
      else if (/^\/(?!\/)/.test(payment_url)) void navigate(payment_url);
      else window.location.assign(payment_url);
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const place = (request: Omit<OrderRequest, 'idempotency_key'>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(request);
  };
  // Still "pending" once placed: the button stays disabled until the next page shows.
  return { place, pending: mutation.isPending || mutation.isSuccess };
}
