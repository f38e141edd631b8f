import { describe, expect, it } from 'vitest';
import type { Order } from '@fohzshop/shared/schemas/order';
import type { User } from '@fohzshop/shared/schemas/user';
import { product } from '@fohzshop/shared/test-support/products';
import {
  NO_ORDER_FILTERS,
  NO_PRODUCT_FILTERS,
  filterOrders,
  filterProducts,
  userMatches,
} from './table-filters';

function order(id: string, overrides: Partial<Order> = {}): Order {
  return {
    order_id: id,
    number: `FZ-2025-00000${id}`,
    user_id: `u${id}`,
    email: `client${id}@exemple.fr`,
    items: [],
    totals: { items: 10, shipping: 0, discount: 0, total: 10 },
    shipping_address: {
      first_name: 'Lucas',
      last_name: 'Martin',
      line1: '8 avenue Jean Jaurès',
      postal_code: '13005',
      city: 'Marseille',
      country: 'France',
    },
    payment: { method: 'card', status: 'paid' },
    delivery: { status: 'pending' },
    status: 'paid',
    history: [],
    created_at: '2025-06-10T10:00:00.000Z',
    updated_at: '2025-06-10T10:00:00.000Z',
    ...overrides,
  };
}

describe('filterOrders', () => {
  const orders = [
    order('1'),
    order('2', {
      status: 'pending_payment',
      payment: { method: 'bank_transfer', status: 'pending' },
      created_at: '2025-06-12T21:59:00.000Z',
      shipping_address: { ...order('x').shipping_address, first_name: 'Zoé', last_name: 'Lefèvre' },
    }),
    order('3', { delivery: { status: 'shipped' }, created_at: '2025-05-01T10:00:00.000Z' }),
  ];
  const ids = (list: Order[]) => list.map((o) => o.order_id);

  it('returns every order, newest first, without filters', () => {
    expect(ids(filterOrders(orders, NO_ORDER_FILTERS))).toEqual(['2', '1', '3']);
  });

  it('searches by number, e-mail or customer name, ignoring accents and case', () => {
    const by = (query: string) => ids(filterOrders(orders, { ...NO_ORDER_FILTERS, query }));
    expect(by('FZ-2025-000003')).toEqual(['3']);
    expect(by('zoe LEFEVRE')).toEqual(['2']);
    expect(by('client1@')).toEqual(['1']);
    expect(by('inconnu')).toEqual([]);
  });

  it('filters by status, payment, delivery and Paris date range', () => {
    const by = (f: Partial<typeof NO_ORDER_FILTERS>) =>
      ids(filterOrders(orders, { ...NO_ORDER_FILTERS, ...f }));
    expect(by({ status: 'pending_payment' })).toEqual(['2']);
    expect(by({ payment: 'paid' })).toEqual(['1', '3']);
    expect(by({ delivery: 'shipped' })).toEqual(['3']);
    expect(by({ from: '2025-06-01', to: '2025-06-12' })).toEqual(['2', '1']);
    expect(by({ to: '2025-06-11' })).toEqual(['1', '3']);
  });
});

describe('filterProducts', () => {
  const products = [
    product({ product_id: 'dt-x', name: 'Dualtron X', stock: 10 }),
    product({
      product_id: 'pneu',
      name: 'Pneu 11 pouces',
      type: 'Pièce détachée',
      brand: 'FōhzShop',
      stock: 0,
      backorder: true,
    }),
    product({ product_id: 'frein', name: 'Frein', type: 'Pièce détachée', stock: 2 }),
  ];
  const ids = (f: Partial<typeof NO_PRODUCT_FILTERS>) =>
    filterProducts(products, { ...NO_PRODUCT_FILTERS, ...f }, 2).map((p) => p.product_id);

  it('searches name, brand and id', () => {
    expect(ids({ query: 'fohzshop' })).toEqual(['pneu']);
    expect(ids({ query: 'DT-X' })).toEqual(['dt-x']);
  });

  it('filters by type, brand and stock state', () => {
    expect(ids({ type: 'Pièce détachée' })).toEqual(['pneu', 'frein']);
    expect(ids({ brand: 'Dualtron' })).toEqual(['dt-x', 'frein']);
    expect(ids({ stock: 'Sur commande' })).toEqual(['pneu']);
    expect(ids({ stock: 'En stock' })).toEqual(['dt-x', 'frein']);
    expect(ids({ stock: 'low' })).toEqual(['pneu', 'frein']);
  });
});

describe('userMatches', () => {
  const user = {
    user_id: 'abc123',
    email: 'lucas.martin@exemple.fr',
    first_name: 'Lucas',
    last_name: 'Martin',
  } as User;
  it('matches name, e-mail or id', () => {
    expect(userMatches(user, 'martin')).toBe(true);
    expect(userMatches(user, 'lucas exemple')).toBe(true);
    expect(userMatches(user, 'ABC123')).toBe(true);
    expect(userMatches(user, 'camille')).toBe(false);
  });
});
