// Data used by the rules tests: the seeded tree and valid payloads for client-writable paths.

export const NOW = '2026-03-14T09:30:00.000Z';
export const LATER = '2026-03-15T18:05:12.345Z';

export interface UserRecord {
  user_id: string;
  created_at: string;
  updated_at: string;
  phone: string;
  role: string;
  admin: boolean;
  email: string;
  first_name: string;
  last_name: string;
  addresses?: Address[];
}

export interface Address {
  label?: string;
  first_name: string;
  last_name: string;
  line1: string;
  line2?: string;
  postal_code: string;
  city: string;
  country: string;
}

/** The exact record a customer writes at sign-up (shared newUserRecord): email '' without one. */
export function newUser(
  uid: string,
  email: string,
  overrides: Partial<UserRecord> = {},
): UserRecord {
  return {
    user_id: uid,
    created_at: NOW,
    updated_at: NOW,
    phone: '',
    role: '',
    admin: false,
    email,
    first_name: 'Alice',
    last_name: 'Martin',
    ...overrides,
  };
}

export const ADDRESS: Address = {
  label: 'Maison',
  first_name: 'Alice',
  last_name: 'Martin',
  line1: '12 rue de la Paix',
  postal_code: '75002',
  city: 'Paris',
  country: 'France',
};

export function cartItem(quantity: unknown = 1): { quantity: unknown; added_at: string } {
  return { quantity, added_at: NOW };
}

export function cart(items: Record<string, unknown>): {
  items: Record<string, unknown>;
  updated_at: string;
} {
  return { items, updated_at: NOW };
}

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
}

export function contactMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    name: 'Jean Dupont',
    email: 'jean.dupont@example.fr',
    subject: 'Délai de livraison',
    message: 'Bonjour, quel est le délai de livraison pour une Dualtron Thunder 3 ?',
    created_at: NOW,
    ...overrides,
  };
}

function product(id: string, name: string, brand: string, type: string, price: number) {
  return {
    product_id: id,
    name,
    description: `${name} — description`,
    brand,
    price,
    old_price: price,
    stock: 3,
    type,
    views: 0,
    images: ['/images/demo.webp'],
    created_at: NOW,
    updated_at: NOW,
  };
}

function order(id: string, userId: string, status: string) {
  return {
    number: `FZ-2026-${id.padStart(6, '0')}`,
    user_id: userId,
    status,
    items: { p1: { name: 'Dualtron Thunder 3', brand: 'Dualtron', unit_price: 3990, quantity: 1 } },
    total: 3990,
    created_at: NOW,
  };
}

function review(productId: string, status: string, rating: number) {
  return {
    rating,
    title: 'Très bon produit',
    body: 'Livraison rapide, trottinette conforme.',
    author_name: 'Client',
    product_id: productId,
    source: 'site',
    verified_purchase: true,
    status,
    created_at: NOW,
  };
}

/** The tree every test file starts from (written as owner). */
export function seedTree(): Record<string, unknown> {
  return {
    products: {
      p1: product('p1', 'Dualtron Thunder 3', 'Dualtron', 'Trottinette électrique', 3990),
      p2: product('p2', 'Pneu 11 pouces', 'FōhzShop', 'Pièce détachée', 49.9),
    },
    users: {
      alice: newUser('alice', 'alice@example.fr', {
        phone: '06 12 34 56 78',
        addresses: [ADDRESS],
      }),
      bob: newUser('bob', 'bob@example.fr', { first_name: 'Bob', last_name: 'Durand' }),
      boss: newUser('boss', 'boss@fohzshop.fr', { admin: true, role: 'owner', first_name: 'Léa' }),
    },
    carts: {
      alice: cart({ p1: cartItem(1) }),
      bob: cart({ p2: cartItem(2) }),
    },
    orders: {
      o1: order('1', 'alice', 'paid'),
      o2: order('2', 'bob', 'pending_payment'),
      o3: order('3', 'alice', 'delivered'),
    },
    reviews: {
      r1: review('p1', 'published', 5),
      r2: review('p1', 'pending', 2),
      r3: review('p2', 'hidden', 1),
      r4: review('p2', 'published', 4),
    },
    review_stats: {
      average: 4.5,
      count: 2,
      external: { rating: 4.7, count: 120, url: 'https://example.com/fohzshop', synced_at: NOW },
    },
    settings: {
      shop: {
        bank: { iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP' },
        contact: { email: 'contact@fohzshop.fr' },
      },
      private: { provider_secret: 'sk_test_123' },
      abuse_limits: { orders: { origin_per_hour: 5 } },
    },
    ledger: {
      l1: {
        date: '2026-03-14',
        kind: 'revenue',
        category: 'sales',
        label: 'FZ-2026-000001',
        amount: 3990,
        vat_rate: 20,
        created_by: 'boss',
      },
    },
    contact_messages: { m1: contactMessage() },
    order_admin: { o1: { note: 'Client suspect : ne pas expédier', actors: { 0: 'boss' } } },
    review_authors: { r1: 'alice', r2: 'bob' },
    deleted_accounts: { gone: { deleted_at: NOW } },
    counters: { orders: 3 },
    view_guards: { p1: { visitor_hash: 1_700_000_000_000 } },
    contact_guards: { v1: { window_start: 1_700_000_000_000, count: 1 } },
    rate_limits: { contact: { h: { '1': { all: 2, a1b2: 1 } } } },
    catalogue_version: 1_700_000_000_000,
    withdrawals: {
      w1: {
        withdrawal_id: 'w1',
        order_id: 'o1',
        name: 'Alice Martin',
        email: 'alice@example.com',
        statement: 'Je vous notifie par la présente ma rétractation…',
      },
    },
  };
}
