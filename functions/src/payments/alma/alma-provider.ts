// Payment in 2, 3 or 4 instalments through Alma: placeOrder creates one Alma payment per order
// and sends the customer to its hosted page; alma-webhook.ts learns how it ended; refunds go
// through alma-refund.ts. The eligible amounts and the schedule shown to the customer come from
// shared/src/instalments.ts (checked when the order is priced).
import * as logger from 'firebase-functions/logger';
import { ONLINE_PAYMENT_HOLD_MINUTES } from '@fohzshop/shared/payments';
import { ORDER_MESSAGES } from '@fohzshop/shared/order-messages';
import { fail } from '../../core/errors.js';
import { almaIpnUrl, webOrigin } from '../payment-params.js';
import type { PaymentProvider } from '../provider.js';
import { configuredAlmaClient } from './alma-client.js';
import { almaClose } from './alma-close.js';
import { almaPaymentBody } from './alma-payment.js';
import { almaRefund, findAlmaRefund } from './alma-refund.js';

const unavailable = () => fail('unavailable', ORDER_MESSAGES.onlinePaymentUnavailable);

export const almaProvider: PaymentProvider = {
  id: 'alma',
  async prepare() {
    const client = configuredAlmaClient();
    if (!client) {
      logger.error('alma enabled without ALMA_API_KEY or with a refused ALMA_API_URL');
      throw unavailable();
    }
    const urls = { origin: webOrigin(), ipn: almaIpnUrl() };
    return async (request) => {
      let payment;
      try {
        payment = await client.createPayment(almaPaymentBody(request, urls));
      } catch (error) {
        logger.error('alma payment creation failed', {
          order_id: request.order_id,
          error: String(error),
        });
        throw unavailable();
      }
      if (!payment.url || payment.purchase_amount !== request.totalCents) {
        logger.error('alma payment unusable', { order_id: request.order_id, payment: payment.id });
        throw unavailable();
      }
      return {
        provider: 'alma',
        payment_url: payment.url,
        provider_ref: payment.id,
        expires_at: new Date(
          request.now.getTime() + ONLINE_PAYMENT_HOLD_MINUTES * 60_000,
        ).toISOString(),
      };
    };
  },
  refund: almaRefund,
  findRefund: findAlmaRefund,
  close: almaClose,
};
