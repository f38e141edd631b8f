import { describe, expect, it } from 'vitest';
import { OrderSchema, type Order } from '@fohzshop/shared/schemas/order';
import { orderBadges } from './order-badges';
import { withdrawalFormText } from './withdrawal-form-text';

const order = (overrides: Partial<Order> = {}): Order =>
  OrderSchema.parse({
    order_id: 'o1',
    number: 'FZ-2026-000042',
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
      line1: '12 rue de la Paix',
      postal_code: '75002',
      city: 'Paris',
    },
    payment: { method: 'bank_transfer', status: 'pending' },
    delivery: { status: 'pending' },
    status: 'pending_payment',
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    ...overrides,
  });

const labels = (o: Order) => orderBadges(o).map((b) => b.label);

describe('orderBadges', () => {
  it('labels an order awaiting a transfer in French', () => {
    expect(labels(order())).toEqual([
      'En attente de paiement',
      'Paiement : en attente',
      'Livraison : en préparation',
    ]);
  });
  it('shows delivery and return states as the order moves on', () => {
    const delivered = order({
      status: 'delivered',
      payment: { method: 'card', status: 'paid' },
      delivery: { status: 'delivered', delivered_at: '2026-03-05T09:00:00.000Z' },
      return: {
        status: 'requested',
        reason: 'Trop lourde.',
        requested_at: '2026-03-06T09:00:00.000Z',
      },
    });
    expect(labels(delivered)).toEqual([
      'Livrée',
      'Paiement : payé',
      'Livraison : livrée',
      'Retour : demandé',
    ]);
    expect(orderBadges(delivered)[0]?.palette).toBe('green');
  });
  it('leaves the delivery out of a cancelled order', () => {
    expect(
      labels(order({ status: 'cancelled', payment: { method: 'card', status: 'cancelled' } })),
    ).toEqual(['Annulée', 'Paiement : annulé']);
  });
});

describe('withdrawalFormText', () => {
  it('is the official model form, filled with the shop and the order', () => {
    const text = withdrawalFormText(
      order({ delivery: { status: 'delivered', delivered_at: '2026-03-05T09:00:00.000Z' } }),
      { address: '12 rue de la Mobilité, 69007 Lyon', email: 'contact@fohzshop.fr' },
    );
    expect(text).toContain('MODÈLE DE FORMULAIRE DE RÉTRACTATION');
    expect(text).toContain(
      "À l'attention de FōhzShop, 12 rue de la Mobilité, 69007 Lyon, contact@fohzshop.fr :",
    );
    expect(text).toContain('Commande n° FZ-2026-000042');
    expect(text).toContain('Commandé le 1 mars 2026 / reçu le 5 mars 2026');
    expect(text).toContain('Nom du (des) consommateur(s) : Léa Martin');
    expect(text).toContain('(*) Rayez la mention inutile.');
  });
});
