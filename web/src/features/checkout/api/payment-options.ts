// paymentOptions through the shared contract: the ways to pay this deploy takes (the same rule
// placeOrder applies), asked once per checkout visit.
import { queryOptions } from '@tanstack/react-query';
import { paymentOptions } from '@fohzshop/shared/contracts/payment-options';
import { callFunction } from '@/lib/firebase/call-function';

export const paymentOptionsQuery = queryOptions({
  queryKey: ['payment-options'],
  queryFn: () => callFunction(paymentOptions, {}),
  staleTime: 5 * 60_000,
  // No toast: the payment section says itself that only the transfer could be offered.
  meta: { silent: true },
});
