// Bank transfer: no hosted page. The order carries the shop's bank details (from settings/shop,
// as they were when the customer ordered) and its number as the transfer reference; the stock
// is held for settings/shop bank_transfer_days (7 by default) before the order expires.
import { BANK_TRANSFER_HOLD_DAYS } from '@fohzshop/shared/payments';
import { ORDER_MESSAGES } from '@fohzshop/shared/order-messages';
import { BankDetailsSchema, SHOP_SETTINGS_PATH } from '@fohzshop/shared/schemas/settings';
import { ref } from '../core/db.js';
import { fail } from '../core/errors.js';
import type { PaymentProvider } from './provider.js';
import { REFUND_MESSAGES } from './refund-messages.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const bankTransferProvider: PaymentProvider = {
  id: 'bank_transfer',
  async prepare() {
    const settings = ((await ref(SHOP_SETTINGS_PATH).once('value')).val() ?? {}) as {
      bank?: unknown;
      bank_transfer_days?: unknown;
    };
    const bank = BankDetailsSchema.safeParse(settings.bank);
    // Without real bank details the customer could not pay: refuse before taking any stock.
    if (!bank.success) throw fail('unavailable', ORDER_MESSAGES.transferUnavailable);
    const days =
      typeof settings.bank_transfer_days === 'number' && settings.bank_transfer_days >= 1
        ? Math.min(30, Math.trunc(settings.bank_transfer_days))
        : BANK_TRANSFER_HOLD_DAYS;
    return async ({ number, now }) => ({
      provider: 'bank_transfer',
      transfer: { ...bank.data, reference: number },
      expires_at: new Date(now.getTime() + days * DAY_MS).toISOString(),
    });
  },
  // No API: the shop sends the money back by transfer, the refund record says it is owed.
  refund: async () => ({ note: REFUND_MESSAGES.transferNote }),
};
