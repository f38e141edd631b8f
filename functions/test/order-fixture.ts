// A complete stored order, valid against OrderSchema, for the documents and e-mail unit tests.
import type { Order } from '@fohzshop/shared/schemas/order';

export function sampleOrder(overrides: Partial<Order> = {}): Order {
  return {
    order_id: '-Ord1',
    number: 'FZ-2026-000042',
    user_id: 'u1',
    email: 'lea.martin@example.fr',
    items: [
      {
        product_id: 'p1',
        name: 'Dualtron Thunder 3 « édition ō »',
        brand: 'Dualtron',
        type: 'Trottinette électrique',
        unit_price: 3299,
        quantity: 1,
      },
      {
        product_id: 'p2',
        name: 'Chambre à air 10 pouces',
        brand: 'Kaabo',
        type: 'Pièce détachée',
        unit_price: 12.9,
        quantity: 3,
      },
    ],
    totals: { items: 3337.7, shipping: 0, discount: 0, total: 3337.7 },
    shipping_address: {
      first_name: 'Léa',
      last_name: 'Martin',
      line1: '12 rue de la Paix',
      postal_code: '75002',
      city: 'Paris',
      country: 'France',
    },
    payment: {
      method: 'bank_transfer',
      provider: 'bank_transfer',
      status: 'pending',
      transfer: {
        holder: 'FōhzShop SAS',
        bank_name: 'Banque de Démo',
        iban: 'FR76 3000 6000 0112 3456 7890 189',
        bic: 'AGRIFRPP',
        reference: 'FZ-2026-000042',
      },
    },
    delivery: { status: 'pending' },
    status: 'pending_payment',
    history: [],
    created_at: '2026-03-02T09:00:00.000Z',
    updated_at: '2026-03-02T09:00:00.000Z',
    expires_at: '2026-03-09T09:00:00.000Z',
    ...overrides,
  };
}

export const SHOP = {
  name: 'FōhzShop',
  email: 'contact@fohzshop.fr',
  phone: '04 78 12 34 56',
  address: '12 rue de la Mobilité, 69007 Lyon',
};

export const SELLER = {
  legal_name: 'FōhzShop SAS',
  legal_form: 'SAS',
  capital: 10000,
  address: '12 rue de la Mobilité, 69007 Lyon',
  siren: '912345678',
  siret: '91234567800012',
  rcs_city: 'Lyon',
  vat_number: 'FR12912345678',
};
