// Records a confirmed withdrawal: first the statement itself at withdrawals/{id}, written once
// and never changed (the database rules let no client near it), then a pointer on the order,
// a dated history line and, when the order has no return yet, the return the shop then handles
// in the Hyperviseur (accept, goods received, refund). The return's own « requested » e-mail is
// marked as sent: the acknowledgement of the withdrawal already tells the customer.
import { createHash } from 'node:crypto';
import * as logger from 'firebase-functions/logger';
import type { Order } from '@fohzshop/shared/schemas/order';
import {
  WITHDRAWAL_SCOPE_LABELS,
  WithdrawalRecordSchema,
  type ParsedWithdrawalRequest,
  type WithdrawalRecord,
} from '@fohzshop/shared/schemas/withdrawal';
import { withdrawalWindow, parisDateTime } from '@fohzshop/shared/withdrawal';
import { WITHDRAWAL_TEXTS, withdrawalStatement } from '@fohzshop/shared/withdrawal-texts';
import { createIfAbsent, pathOf, ref } from '../core/db.js';
import { isStoredObject } from '../core/records.js';
import { applyStatusChange, changeOrder, type Decision } from '../orders/order-transition.js';

export const WITHDRAWALS = 'withdrawals';

export function statementRecord(
  id: string,
  order: Order,
  request: ParsedWithdrawalRequest,
  receivedAt: string,
  signedIn: boolean,
): WithdrawalRecord {
  const lines = order.items.map(({ product_id, name, quantity }) => ({
    product_id,
    name,
    quantity,
  }));
  const statement = withdrawalStatement({ ...request, lines, received_at: receivedAt }).join('\n');
  return WithdrawalRecordSchema.parse({
    withdrawal_id: id,
    order_id: order.order_id,
    order_number: order.number,
    received_at: receivedAt,
    name: request.name,
    email: order.email,
    scope: request.scope,
    ...(request.scope === 'items' && { items: request.items }),
    lines,
    statement,
    statement_sha256: createHash('sha256').update(statement).digest('hex'),
    signed_in: signedIn,
  });
}

function withPointer(order: Order, record: WithdrawalRecord): Decision {
  // Checked again inside the order's transaction: it may have changed since it was matched.
  if (withdrawalWindow(order, new Date(record.received_at)).state !== 'open')
    return { refuse: 'withdrawal window not open' };
  const at = record.received_at;
  const pointer = {
    received_at: at,
    scope: record.scope,
    ...(record.items !== undefined && { items: record.items }),
  };
  const what =
    record.scope === 'order' ? WITHDRAWAL_SCOPE_LABELS.order : `articles « ${record.items ?? ''} »`;
  const opensReturn = order.return === undefined;
  return applyStatusChange(order, {
    event: WITHDRAWAL_TEXTS.historyEvent,
    by: 'customer',
    at,
    patch: {
      withdrawals: { ...order.withdrawals, [record.withdrawal_id]: pointer },
      ...(opensReturn && {
        return: {
          status: 'requested',
          reason: `Rétractation en ligne du ${parisDateTime(at)} : ${what}.`,
          requested_at: at,
        },
        mails: { ...order.mails, return_requested: at },
      }),
    },
  });
}

/** Stores the statement and points the order at it; the record, or null if nothing was stored. */
export async function recordWithdrawal(
  order: Order,
  request: ParsedWithdrawalRequest,
  signedIn: boolean,
  now: Date,
): Promise<WithdrawalRecord | null> {
  const id = ref(WITHDRAWALS).push().key;
  if (!id) throw new Error('no push key');
  const record = statementRecord(id, order, request, now.toISOString(), signedIn);
  if (!(await createIfAbsent(pathOf(WITHDRAWALS, id), record))) throw new Error('push key taken');
  const result = await changeOrder(order.order_id, (current) => withPointer(current, record));
  // The statement stays stored either way: it was received, which is what the law protects.
  if (result.status !== 'applied')
    logger.warn('withdrawal stored without its pointer on the order', {
      withdrawal_id: id,
      result,
    });
  return record;
}

/** Stamps when the acknowledgement left, on the order's pointer (never recreates the order). */
export async function markAcknowledged(record: WithdrawalRecord, at: string): Promise<void> {
  await ref(pathOf('orders', record.order_id)).transaction((current: unknown) => {
    if (!isStoredObject(current)) return null;
    const withdrawals = isStoredObject(current.withdrawals) ? current.withdrawals : {};
    const pointer = withdrawals[record.withdrawal_id];
    if (!isStoredObject(pointer)) return undefined;
    return {
      ...current,
      withdrawals: { ...withdrawals, [record.withdrawal_id]: { ...pointer, acknowledged_at: at } },
    };
  });
}
