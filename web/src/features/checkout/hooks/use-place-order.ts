// Placing the order: one idempotency key per checkout attempt (see idempotency-key.ts), one
// request at a time, errors as toasts (the query client's mutation cache), and on success the
// payment page of the provider, or the confirmation page for a bank transfer.
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { placeOrder } from '@fohzshop/shared/contracts/orders';
import { MESSAGES } from '@fohzshop/shared/messages';
import { ROUTES } from '@fohzshop/shared/routes';
import { useCallable } from '@/lib/callable/use-callable';
import type { OrderRequest } from '../components/checkout-request';
import { checkoutAttemptKey, endCheckoutAttempt } from './idempotency-key';

export const confirmationPath = (orderId: string) =>
  `${ROUTES.ORDER_CONFIRMED.path}?commande=${encodeURIComponent(orderId)}`;

export function usePlaceOrder() {
  const navigate = useNavigate();
  // A second click before React re-renders the disabled button must not send a second request.
  const inFlight = useRef(false);
  const mutation = useCallable(
    placeOrder,
    { error: MESSAGES.orderFailed },
    {
      onSuccess: ({ order_id, payment_url }) => {
        endCheckoutAttempt();
        if (!payment_url) return void navigate(confirmationPath(order_id));
        // A provider's page is on its own site; the local payment sandbox's test page is one of
        // ours (docs/local-stack.md) and opens in the app.
        const url = new URL(payment_url, window.location.href);
        if (url.origin === window.location.origin) void navigate(`${url.pathname}${url.search}`);
        else window.location.assign(payment_url);
      },
      onSettled: () => {
        inFlight.current = false;
      },
    },
  );
  const place = (request: Omit<OrderRequest, 'idempotency_key'>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate({ ...request, idempotency_key: checkoutAttemptKey() });
  };
  // Still "pending" once placed: the button stays disabled until the next page shows.
  return { place, pending: mutation.isPending || mutation.isSuccess, error: mutation.error };
}
