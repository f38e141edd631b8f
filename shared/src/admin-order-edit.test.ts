import { describe, expect, it } from 'vitest';
import { ADMIN_ORDER_MESSAGES } from './admin-order-messages';
import { canEditOrderContent, orderContentLock, orderDeletionLock } from './admin-order-edit';

const unpaid = {
  status: 'pending_payment',
  payment: { status: 'pending', provider: 'bank_transfer' },
};

describe('orderContentLock', () => {
  it('lets items and addresses change on an unpaid bank-transfer order', () => {
    expect(canEditOrderContent(unpaid, 'items')).toBe(true);
    expect(canEditOrderContent(unpaid, 'addresses')).toBe(true);
    const failed = { ...unpaid, payment: { status: 'failed', provider: 'bank_transfer' } };
    expect(canEditOrderContent(failed, 'items')).toBe(true);
  });

  it('keeps the items of an order paid online, not its addresses', () => {
    for (const provider of ['stripe', 'alma', undefined]) {
      const online = { ...unpaid, payment: { status: 'pending', provider } };
      expect(orderContentLock(online, 'items')).toBe(ADMIN_ORDER_MESSAGES.editOnlyTransfer);
      expect(canEditOrderContent(online, 'addresses')).toBe(true);
    }
  });

  it('locks everything once paid, cancelled or with its stock given back, naming the status', () => {
    const paid = { status: 'paid', payment: { status: 'paid', provider: 'bank_transfer' } };
    expect(orderContentLock(paid, 'addresses')).toBe(
      "Les articles et les adresses ne se modifient qu'avant le paiement (la commande est « Payée »).",
    );
    const cancelled = { status: 'cancelled', payment: { status: 'cancelled' } };
    expect(canEditOrderContent(cancelled, 'addresses')).toBe(false);
    const released = { ...unpaid, stock_released_at: '2026-03-14T09:30:00.000Z' };
    expect(canEditOrderContent(released, 'items')).toBe(false);
  });
});

describe('orderDeletionLock', () => {
  it('lets an order never paid nor invoiced be deleted', () => {
    expect(orderDeletionLock(unpaid)).toBeNull();
    expect(orderDeletionLock({ payment: { status: 'cancelled' } })).toBeNull();
  });

  it('refuses paid orders, and invoiced ones even when refunded or cancelled', () => {
    expect(orderDeletionLock({ payment: { status: 'paid' } })).toBe(
      ADMIN_ORDER_MESSAGES.deletePaid,
    );
    expect(orderDeletionLock({ payment: { status: 'partially_refunded' } })).toBe(
      ADMIN_ORDER_MESSAGES.deletePaid,
    );
    for (const order of [
      { payment: { status: 'refunded' } },
      { payment: { status: 'cancelled', paid_at: '2026-03-14T09:30:00.000Z' } },
      { payment: { status: 'cancelled' }, invoice: { number: 'FA-2026-000001' } },
    ])
      expect(orderDeletionLock(order)).toBe(ADMIN_ORDER_MESSAGES.deleteInvoiced);
  });
});
