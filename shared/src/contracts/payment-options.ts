// Which ways to pay the checkout may offer on this deploy. Bank transfer needs no provider and
// is always there; card and instalments depend on the providers the functions are configured
// with (docs/decisions/0005-payment-providers.md). Public: it says nothing about anybody.
import { z } from 'zod';
import { PaymentMethodSchema } from '../schemas/order';
import { defineCallable } from './define';

export const paymentOptions = defineCallable({
  name: 'paymentOptions',
  access: 'public',
  request: z.strictObject({}),
  response: z.object({
    /** In the checkout's order: bank transfer first, then card, then instalments. */
    methods: z.array(PaymentMethodSchema).min(1),
  }),
});
