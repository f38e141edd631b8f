// paymentOptions (public): the ways to pay this deploy takes, so that the checkout offers only
// those. A method is offered exactly when providerFor — what placeOrder asks — finds a provider
// for it: both always agree, whatever PAYMENT_PROVIDERS enables. An enabled provider whose API
// key is missing still refuses at prepare(), as placeOrder would (logged there).
import { paymentOptions as contract } from '@fohzshop/shared/contracts/payment-options';
import { PAYMENT_METHODS, type PaymentMethod } from '@fohzshop/shared/schemas/order';
import { callable } from '../core/callable.js';
import { providerFor } from './provider.js';

function offered(method: PaymentMethod): boolean {
  try {
    providerFor(method);
    return true;
  } catch {
    return false;
  }
}

export const paymentOptions = callable(contract, async () => ({
  methods: PAYMENT_METHODS.filter(offered),
}));
