import { describe, expect, it } from 'vitest';
import { formatCents } from '@fohzshop/shared/money';
import type { Order } from '@fohzshop/shared/schemas/order';
import {
  canConfirmTransfer,
  deliveryActions,
  deliveryInfoCorrection,
  orderStatusActions,
  refundRequest,
  returnActions,
} from './order-actions';

function order(overrides: Partial<Order> = {}): Order {
  return {
    order_id: 'o1',
    number: 'FZ-2025-000001',
    user_id: 'u1',
    email: 'client@exemple.fr',
    items: [],
    totals: { items: 100, shipping: 0, discount: 0, total: 100 },
    shipping_address: {
      first_name: 'Lucas',
      last_name: 'Martin',
      line1: '8 avenue Jean Jaurès',
      postal_code: '13005',
      city: 'Marseille',
      country: 'France',
    },
    payment: { method: 'bank_transfer', status: 'pending' },
    delivery: { status: 'pending' },
    status: 'pending_payment',
    history: [],
    created_at: '2025-06-10T10:00:00.000Z',
    updated_at: '2025-06-10T10:00:00.000Z',
    ...overrides,
  };
}

const paid = order({ status: 'paid', payment: { method: 'card', status: 'paid' } });

describe('order actions', () => {
  it('offers a transfer confirmation only on an unpaid transfer order', () => {
    expect(canConfirmTransfer(order())).toBe(true);
    expect(canConfirmTransfer(paid)).toBe(false);
    expect(canConfirmTransfer(order({ payment: { method: 'card', status: 'pending' } }))).toBe(
      false,
    );
  });

  it('follows the order and delivery machines', () => {
    expect(orderStatusActions(order())).toEqual(['cancelled']);
    expect(orderStatusActions(paid)).toEqual(['preparing', 'cancelled']);
    expect(deliveryActions(paid)).toEqual(['shipped']);
    expect(deliveryActions(order())).toEqual([]);
    expect(deliveryActions({ ...paid, status: 'preparing' })).toEqual(['shipped']);
    expect(
      deliveryActions({ ...paid, status: 'shipped', delivery: { status: 'shipped' } }),
    ).toEqual(['in_transit', 'delivered', 'failed']);
    expect(
      deliveryActions({ ...paid, status: 'delivered', delivery: { status: 'delivered' } }),
    ).toEqual([]);
  });

  it('offers the return transitions of the return machine', () => {
    const withReturn = (status: NonNullable<Order['return']>['status']) =>
      order({ return: { status, reason: 'Taille', requested_at: '2025-06-12T10:00:00.000Z' } });
    expect(returnActions(order())).toEqual([]);
    expect(returnActions(withReturn('requested'))).toEqual(['accepted', 'rejected', 'cancelled']);
    expect(returnActions(withReturn('received'))).toEqual(['refunded']);
  });

  it('turns a refund amount into a full or partial refund, refusing bad amounts in French', () => {
    expect(refundRequest(paid, '30,50')).toEqual({
      status: 'partially_refunded',
      refund_amount: 30.5,
    });
    expect(refundRequest(paid, '100')).toEqual({ status: 'refunded', refund_amount: 100 });
    const partly = {
      ...paid,
      payment: { ...paid.payment, status: 'partially_refunded' as const, refunded_amount: 30.5 },
    };
    expect(refundRequest(partly, '69,50')).toEqual({ status: 'refunded', refund_amount: 69.5 });
    expect(refundRequest(partly, '70')).toEqual({
      error: `Le remboursement ne peut dépasser ${formatCents(6_950)}.`,
    });
    expect(refundRequest(paid, '0')).toEqual({ error: 'Indiquez un montant supérieur à zéro.' });
    expect(refundRequest(paid, '1,001')).toEqual({
      error: 'Le montant doit avoir au plus deux décimales.',
    });
    expect(refundRequest(order(), '10')).toEqual({
      error: 'Cette commande ne peut pas être remboursée.',
    });
  });
});

describe('deliveryInfoCorrection', () => {
  const shipped = order({
    status: 'shipped',
    payment: { method: 'card', status: 'paid' },
    delivery: { status: 'shipped', carrier: 'Colissimo', tracking_number: '6A123' },
  });
  it('sends the same delivery status with the corrected carrier and tracking number', () => {
    expect(deliveryInfoCorrection(shipped, ' Colissimo ', '6A124 ')).toEqual({
      status: 'shipped',
      carrier: 'Colissimo',
      tracking_number: '6A124',
    });
    const delivered = order({ ...shipped, delivery: { ...shipped.delivery, status: 'delivered' } });
    expect(deliveryInfoCorrection(delivered, 'Chronopost', '6A123')).toMatchObject({
      status: 'delivered',
      carrier: 'Chronopost',
    });
  });
  it('offers nothing when nothing changed or the parcel has not left', () => {
    expect(deliveryInfoCorrection(shipped, 'Colissimo', '6A123')).toBeNull();
    expect(deliveryInfoCorrection(paid, 'Colissimo', '6A123')).toBeNull();
  });
});
