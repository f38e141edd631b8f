import { describe, expect, it } from 'vitest';
import { OrderSchema } from '@fohzshop/shared/schemas/order';
import { itemsText, numberFromSearch, pickableOrders, requestOf, valuesFromOrder } from './prefill';

const at = '2026-11-20T10:00:00.000Z';
const order = (number: string, status: string, delivered_at?: string) =>
  OrderSchema.parse({
    order_id: number,
    number,
    user_id: 'u1',
    email: 'lea@example.fr',
    items: [
      {
        product_id: 'a',
        name: 'Kaabo Mantis',
        brand: 'Kaabo',
        type: 'Trottinette électrique',
        unit_price: 1500,
        quantity: 1,
      },
      {
        product_id: 'b',
        name: 'Chambre à air',
        brand: 'Kaabo',
        type: 'Pièce détachée',
        unit_price: 12,
        quantity: 2,
      },
    ],
    totals: { items: 1524, shipping: 0, discount: 0, total: 1524 },
    shipping_address: {
      first_name: 'Léa',
      last_name: 'Martin',
      line1: '1 rue A',
      postal_code: '75001',
      city: 'Paris',
      country: 'France',
    },
    payment: { method: 'card', status: 'paid' },
    delivery: delivered_at ? { status: 'delivered', delivered_at } : { status: 'pending' },
    status,
    created_at: at,
    updated_at: at,
  });

describe('withdrawal form pre-fill', () => {
  it('takes an order number from a link only when it looks like one', () => {
    expect(numberFromSearch('?commande=fz-2026-000042')).toBe('FZ-2026-000042');
    expect(numberFromSearch('?commande=<script>')).toBe('');
  });

  it('fills in a signed-in customer’s order and the items they tick', () => {
    const o = order('FZ-2026-000042', 'delivered', at);
    expect(valuesFromOrder(o)).toMatchObject({
      name: 'Léa Martin',
      order_number: 'FZ-2026-000042',
      email: 'lea@example.fr',
      scope: 'order',
    });
    expect(itemsText(o, ['b'])).toBe('2 × Chambre à air');
    expect(requestOf({ ...valuesFromOrder(o), items: 'x' })).not.toHaveProperty('items');
    expect(requestOf({ ...valuesFromOrder(o), scope: 'items', items: 'x' })).toHaveProperty(
      'items',
      'x',
    );
  });

  it('lists open and ended orders, not those that came to nothing', () => {
    const now = new Date('2026-12-20T10:00:00Z');
    const listed = pickableOrders(
      [
        order('FZ-2026-000001', 'paid'),
        order('FZ-2026-000002', 'delivered', at),
        order('FZ-2026-000003', 'cancelled'),
      ],
      now,
    );
    expect(listed.map(({ order: o, period }) => [o.number, period.state])).toEqual([
      ['FZ-2026-000001', 'open'],
      ['FZ-2026-000002', 'ended'],
    ]);
  });
});
