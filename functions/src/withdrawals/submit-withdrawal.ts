// submitWithdrawal (public): the confirmed step of the withdrawal function. Within the origin's
// and the shop's caps (settings/abuse_limits, action « withdrawals ») and a cap per order number
// (matching or not), it finds the order the details name; if they all match and the period is
// open, it stores the statement and sends the acknowledgement to the order's address. Whatever
// happened, the caller gets the same answer: only the order's own address learns anything.
import * as logger from 'firebase-functions/logger';
import { submitWithdrawal as contract } from '@fohzshop/shared/contracts/withdrawal';
import { WITHDRAWALS_PER_ORDER_PER_DAY, withdrawalWindow } from '@fohzshop/shared/withdrawal';
import { WITHDRAWAL_TEXTS } from '@fohzshop/shared/withdrawal-texts';
import { callable } from '../core/callable.js';
import { fail } from '../core/errors.js';
import { originLimited } from '../core/origin-limits.js';
import { claimSlots, counterPath } from '../core/rate-limit.js';
import { viewGuardSalt } from '../core/visitor.js';
import { SMTP_PASSWORD } from '../mail/mail-params.js';
import { sendMail } from '../mail/mail-transport.js';
import { shopContact } from '../mail/send-order-mails.js';
import { matchingOrder } from './match-order.js';
import { markAcknowledged, recordWithdrawal } from './record-withdrawal.js';
import { acknowledgementMail, notRecordedMail } from './withdrawal-mails.js';

const ANSWER = { ok: true as const };

/** One of the order number's daily slots, counted whether or not such an order exists. */
async function claimOrderSlot(orderNumber: string, now: number) {
  return claimSlots([
    {
      path: counterPath('withdrawal_orders', 'd', now, orderNumber),
      max: WITHDRAWALS_PER_ORDER_PER_DAY,
      refusal: 'order',
    },
  ]);
}

/** Sends one e-mail; a failure is logged, never shown (the answer must not differ). */
async function sendQuietly(to: string, render: () => Promise<Parameters<typeof sendMail>[1]>) {
  try {
    await sendMail(to, await render());
    return true;
  } catch (error) {
    logger.error('withdrawal e-mail not sent', { error: String(error) });
    return false;
  }
}

export const submitWithdrawal = callable(
  contract,
  originLimited('withdrawals', async (request, { auth }) => {
    const now = new Date();
    const slot = await claimOrderSlot(request.order_number, now.getTime());
    if (!slot.ok) throw fail('resource-exhausted', WITHDRAWAL_TEXTS.orderTooMany);
    const order = await matchingOrder(request);
    if (!order) return ANSWER;
    const window = withdrawalWindow(order, now);
    if (window.state !== 'open') {
      const at = now.toISOString();
      await sendQuietly(order.email, async () =>
        notRecordedMail(order, window, at, await shopContact()),
      );
      return ANSWER;
    }
    const record = await recordWithdrawal(order, request, auth?.uid === order.user_id, now);
    if (!record) return ANSWER;
    const sentAt = new Date().toISOString();
    const sent = await sendQuietly(order.email, async () =>
      acknowledgementMail(record, sentAt, await shopContact()),
    );
    if (sent) await markAcknowledged(record, sentAt);
    return ANSWER;
  }),
  { secrets: [viewGuardSalt, SMTP_PASSWORD], failureMessage: WITHDRAWAL_TEXTS.failed },
);
