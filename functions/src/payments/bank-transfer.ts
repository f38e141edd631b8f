// Bank transfer: no hosted page. The order carries the shop's bank details (from settings/shop,
// as they were when the customer ordered) and its number as the transfer reference; the stock
// is held for settings/shop bank_transfer_hold_hours (72 by default) before the order expires,
// with a reminder e-mail the day before (expire-orders.ts).
import { BANK_TRANSFER_HOLD_HOURS, BANK_TRANSFER_HOLD_RANGE } from '@fohzshop/shared/payments';
import { ORDER_MESSAGES } from '@fohzshop/shared/order-messages';
import { BankDetailsSchema, SHOP_SETTINGS_PATH } from '@fohzshop/shared/schemas/settings';
import { fail } from '../core/errors.js';
import { readStoredObject } from '../core/records.js';
import type { PaymentProvider } from './provider.js';
import { REFUND_MESSAGES } from './refund-messages.js';

const HOUR_MS = 60 * 60 * 1000;

/** The hold in force: the setting within its range, else the default. */
export function transferHoldHours(setting: unknown): number {
  if (typeof setting !== 'number' || !Number.isFinite(setting)) return BANK_TRANSFER_HOLD_HOURS;
  const { min, max } = BANK_TRANSFER_HOLD_RANGE;
  return Math.min(max, Math.max(min, Math.trunc(setting)));
}

export const bankTransferProvider: PaymentProvider = {
  id: 'bank_transfer',
  async prepare() {
    // Each field is parsed where it is used: the bank details with the shared schema, the hold
    // within its range.
    const settings = (await readStoredObject(SHOP_SETTINGS_PATH)) ?? {};
    const bank = BankDetailsSchema.safeParse(settings.bank);
    // Without real bank details the customer could not pay: refuse before taking any stock.
    if (!bank.success) throw fail('unavailable', ORDER_MESSAGES.transferUnavailable);
    const hours = transferHoldHours(settings.bank_transfer_hold_hours);
    return async ({ number, now }) => ({
      provider: 'bank_transfer',
      transfer: { ...bank.data, reference: number },
      expires_at: new Date(now.getTime() + hours * HOUR_MS).toISOString(),
    });
  },
  // No API: the shop sends the money back by transfer, the refund record says it is owed.
  refund: async () => ({ note: REFUND_MESSAGES.transferNote }),
};
