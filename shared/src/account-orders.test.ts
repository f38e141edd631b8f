import { describe, expect, it } from 'vitest';
import {
  ANONYMISED,
  ANONYMISED_EMAIL,
  ANONYMISED_USER_ID,
  anonymiseOrder,
  isOrderInProgress,
  orderTimeline,
  returnEligibility,
} from './account-orders';
import { OrderSchema } from './schemas/order';

const DAY = 24 * 3600 * 1000;
const delivered = (daysAgo: number, now: Date) => ({
  status: 'delivered',
  delivery: {
    status: 'delivered',
    delivered_at: new Date(now.getTime() - daysAgo * DAY).toISOString(),
  },
});

describe('returnEligibility', () => {
  const now = new Date('2026-03-20T12:00:00.000Z');
  it('allows a return until 14 days after delivery, with the deadline', () => {
    const result = returnEligibility(delivered(3, now), now);
    expect(result).toEqual({ eligible: true, deadline: new Date(now.getTime() + 11 * DAY) });
    expect(returnEligibility(delivered(14, now), now).eligible).toBe(true);
  });
  it('refuses after the window, before delivery and when a return exists', () => {
    expect(returnEligibility(delivered(14.01, now), now)).toEqual({
      eligible: false,
      reason: 'window-closed',
    });
    expect(returnEligibility({ status: 'shipped', delivery: { status: 'shipped' } }, now)).toEqual({
      eligible: false,
      reason: 'not-delivered',
    });
    expect(returnEligibility({ status: 'delivered', delivery: {} }, now).eligible).toBe(false);
    expect(
      returnEligibility({ ...delivered(1, now), return: { status: 'requested' } }, now),
    ).toEqual({ eligible: false, reason: 'already-requested' });
  });
});

describe('isOrderInProgress', () => {
  it.each(['pending_payment', 'paid', 'preparing', 'shipped'])('%s is in progress', (status) => {
    expect(isOrderInProgress({ status })).toBe(true);
  });
  it.each(['delivered', 'cancelled', 'expired', 'refunded'])('%s is settled', (status) => {
    expect(isOrderInProgress({ status })).toBe(false);
  });
  it('an open return keeps a delivered order in progress, a closed one does not', () => {
    for (const status of ['requested', 'accepted', 'received'])
      expect(isOrderInProgress({ status: 'delivered', return: { status } })).toBe(true);
    for (const status of ['rejected', 'refunded', 'cancelled'])
      expect(isOrderInProgress({ status: 'delivered', return: { status } })).toBe(false);
  });
});

describe('orderTimeline', () => {
  it('orders entries by date whatever the stored order, and drops malformed ones', () => {
    const history = {
      0: { at: '2026-03-02T10:00:00.000Z', event: 'Paiement reçu', by: 'system' },
      1: { at: '2026-03-01T09:00:00.000Z', event: 'Commande passée', by: 'u1' },
      2: { at: 'hier', event: 'Illisible', by: 'u1' },
      3: 'texte',
    };
    expect(orderTimeline(history)).toEqual([
      { at: '2026-03-01T09:00:00.000Z', event: 'Commande passée' },
      { at: '2026-03-02T10:00:00.000Z', event: 'Paiement reçu' },
    ]);
    expect(orderTimeline(undefined)).toEqual([]);
  });
});

describe('anonymiseOrder', () => {
  const order = {
    order_id: 'o1',
    number: 'FZ-2026-000007',
    user_id: 'u1',
    email: 'lea@example.fr',
    items: [
      {
        product_id: 'p1',
        name: 'Kaabo Mantis',
        brand: 'Kaabo',
        type: 'Trottinette électrique',
        unit_price: 1500,
        quantity: 1,
      },
    ],
    totals: { items: 1500, shipping: 0, discount: 0, total: 1500 },
    shipping_address: {
      first_name: 'Léa',
      last_name: 'Martin',
      company: 'Martin SARL',
      line1: '12 rue de la Paix',
      line2: 'Bât. B',
      postal_code: '75002',
      city: 'Paris',
      country: 'France',
      phone: '06 12 34 56 78',
    },
    payment: { method: 'card', status: 'paid' },
    delivery: { status: 'delivered' },
    status: 'delivered',
    history: [
      { at: '2026-03-01T09:00:00.000Z', event: 'Commande passée', by: 'u1' },
      { at: '2026-03-02T09:00:00.000Z', event: 'Paiement reçu', by: 'system' },
    ],
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-02T09:00:00.000Z',
  };

  it('removes who the customer was, keeps amounts, number and dates, and stays a valid order', () => {
    const at = '2026-04-01T00:00:00.000Z';
    const kept = anonymiseOrder(order, 'u1', at);
    expect(JSON.stringify(kept)).not.toMatch(/Léa|Martin|lea@|06 12|rue de la Paix|u1/);
    expect(kept).toMatchObject({
      number: order.number,
      totals: order.totals,
      items: order.items,
      created_at: order.created_at,
      user_id: ANONYMISED_USER_ID,
      email: ANONYMISED_EMAIL,
      shipping_address: { first_name: ANONYMISED, postal_code: '75002', city: 'Paris' },
      anonymised_at: at,
    });
    // A line written before history said only a role named the customer's uid: now « customer ».
    expect((kept.history as { by: string }[]).map((h) => h.by)).toEqual(['customer', 'system']);
    expect(OrderSchema.safeParse(kept).success).toBe(true);
  });
});
