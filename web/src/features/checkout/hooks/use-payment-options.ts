// The ways to pay the checkout offers. Bank transfer needs no provider: it is offered while the
// answer is on its way and if it never comes; card and instalments only once the functions said
// they take them (placeOrder would refuse them otherwise).
import { useQuery } from '@tanstack/react-query';
import type { PaymentMethod } from '@fohzshop/shared/schemas/order';
import { paymentOptionsQuery } from '../api/payment-options';

export type PaymentAvailability = {
  status: 'loading' | 'ready' | 'failed';
  methods: readonly PaymentMethod[];
  retry: () => void;
};

const TRANSFER_ONLY: readonly PaymentMethod[] = ['bank_transfer'];

export function usePaymentOptions(): PaymentAvailability {
  const { data, isError, refetch } = useQuery(paymentOptionsQuery);
  const retry = () => void refetch();
  if (data) return { status: 'ready', methods: data.methods, retry };
  return { status: isError ? 'failed' : 'loading', methods: TRANSFER_ONLY, retry };
}
