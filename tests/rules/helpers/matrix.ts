// The read/write matrix (docs/security-model.md), one row per path; unlisted actors are denied.
// Data refers to the seeded tree (fixtures.seedTree): alice is "user", bob is "other".
import { ACTORS, type Actor } from './env.js';
import { FUNCTION_ONLY_ROWS } from './matrix-function-rows.js';
import { PROMOTION_ROWS } from './matrix-promotion-rows.js';
import { ADMIN, ALL, NONE, type MatrixRow, type Op } from './matrix-row.js';
import { ADDRESS, LATER, cart, cartItem, contactMessage, newUser } from './fixtures.js';

export type { MatrixRow, Op } from './matrix-row.js';

const aliceProfile = newUser('alice', 'alice@example.fr', {
  phone: '06 12 34 56 78',
  addresses: [ADDRESS],
  first_name: 'Alicia',
  updated_at: LATER,
});

export const MATRIX: readonly MatrixRow[] = [
  { path: '/', read: NONE, write: NONE, remove: NONE, value: { counters: { orders: 0 } } },
  {
    path: 'products',
    read: ALL,
    write: NONE,
    remove: NONE,
    value: { p9: { name: 'X', price: 1 } },
  },
  { path: 'products/p1', read: ALL, write: NONE, remove: NONE, value: { name: 'X', price: 1 } },
  { path: 'products/p1/price', read: ALL, write: NONE, remove: NONE, value: 1 },
  {
    path: 'product_cards',
    read: ALL,
    write: NONE,
    remove: NONE,
    value: { p9: { n: 'X', b: 'Y', t: 'Z', p: 100, s: 1, v: 0, c: 0 } },
  },
  {
    path: 'product_cards/p1',
    read: ALL,
    write: NONE,
    remove: NONE,
    value: { n: 'X', b: 'Y', t: 'Z', p: 100, s: 1, v: 0, c: 0 },
  },
  { path: 'product_cards/p1/s', read: ALL, write: NONE, remove: NONE, value: 0 },
  { path: 'compatible_parts', read: ALL, write: NONE, remove: NONE, value: { s1: { p1: 3 } } },
  { path: 'compatible_parts/s1', read: ALL, write: NONE, remove: NONE, value: { p1: 3 } },
  { path: 'compatible_parts/s1/p1', read: ALL, write: NONE, remove: NONE, value: 4 },
  { path: 'users', read: ADMIN, write: NONE, remove: NONE, value: { alice: aliceProfile } },
  {
    path: 'users/alice',
    read: ['user', 'admin'],
    write: ['user'],
    remove: NONE,
    value: aliceProfile,
  },
  {
    path: 'users/alice/first_name',
    read: ['user', 'admin'],
    write: ['user'],
    remove: NONE,
    value: 'Alicia',
  },
  { path: 'users/alice/admin', read: ['user', 'admin'], write: NONE, remove: NONE, value: true },
  {
    path: 'carts',
    read: NONE,
    write: NONE,
    remove: NONE,
    value: { alice: cart({ p1: cartItem(2) }) },
  },
  {
    path: 'carts/alice',
    read: ['user'],
    write: ['user'],
    remove: ['user'],
    value: cart({ p2: cartItem(3) }),
  },
  {
    path: 'carts/alice/items/p1/quantity',
    read: ['user'],
    write: ['user'],
    remove: NONE,
    value: 5,
  },
  {
    path: 'orders',
    label: 'orders (unfiltered)',
    read: ADMIN,
    write: NONE,
    remove: NONE,
    value: {},
  },
  {
    path: 'orders/o1',
    read: ['user', 'admin'],
    write: NONE,
    remove: NONE,
    value: { user_id: 'alice', status: 'paid' },
  },
  {
    path: 'orders/o1/status',
    read: ['user', 'admin'],
    write: NONE,
    remove: NONE,
    value: 'cancelled',
  },
  {
    path: 'orders/o2',
    label: "orders/o2 (bob's)",
    read: ['other', 'admin'],
    write: NONE,
    remove: NONE,
    value: { user_id: 'alice' },
  },
  {
    path: 'reviews',
    label: 'reviews (unfiltered)',
    read: ADMIN,
    write: NONE,
    remove: NONE,
    value: {},
  },
  {
    path: 'reviews/r1',
    label: 'reviews/r1 (published)',
    read: ALL,
    write: NONE,
    remove: NONE,
    value: { status: 'published', rating: 5 },
  },
  {
    path: 'reviews/r2',
    label: 'reviews/r2 (pending)',
    read: ADMIN,
    write: NONE,
    remove: NONE,
    value: { status: 'published', rating: 5 },
  },
  {
    path: 'reviews/r3',
    label: 'reviews/r3 (hidden)',
    read: ADMIN,
    write: NONE,
    remove: NONE,
    value: { status: 'published', rating: 5 },
  },
  { path: 'review_stats', read: ALL, write: NONE, remove: NONE, value: { average: 5, count: 1 } },
  { path: 'settings', read: ADMIN, write: NONE, remove: NONE, value: { shop: {} } },
  {
    path: 'settings/shop',
    read: ALL,
    write: NONE,
    remove: NONE,
    value: { contact: { email: 'x@example.fr' } },
  },
  { path: 'settings/abuse_limits', read: ADMIN, write: NONE, remove: NONE, value: { v: 1 } },
  {
    path: 'settings/private',
    read: ADMIN,
    write: NONE,
    remove: NONE,
    value: { provider_secret: 'x' },
  },
  { path: 'ledger', read: ADMIN, write: NONE, remove: NONE, value: {} },
  {
    path: 'ledger/l1',
    read: ADMIN,
    write: NONE,
    remove: NONE,
    value: { date: '2026-03-14', amount: 1 },
  },
  {
    path: 'contact_messages',
    read: ADMIN,
    write: NONE,
    remove: NONE,
    value: { m9: contactMessage() },
  },
  { path: 'contact_messages/m1', read: ADMIN, write: NONE, remove: NONE, value: contactMessage() },
  {
    path: (actor) => `contact_messages/new-${actor}`,
    label: 'contact_messages/{new id}',
    read: ADMIN,
    write: NONE,
    remove: NONE,
    value: contactMessage(),
  },
  ...FUNCTION_ONLY_ROWS,
  ...PROMOTION_ROWS,
  {
    path: 'misc/anything',
    label: 'unknown top-level path',
    read: NONE,
    write: NONE,
    remove: NONE,
    value: 1,
  },
];

export interface MatrixCase {
  name: string;
  path: string;
  actor: Actor;
  op: Op;
  allowed: boolean;
  value: unknown;
}

/** Every row × actor × operation, as independent cases. */
export function matrixCases(rows: readonly MatrixRow[] = MATRIX): MatrixCase[] {
  const ops: readonly Op[] = ['read', 'write', 'remove'];
  return rows.flatMap((row) =>
    ops.flatMap((op) =>
      ACTORS.map((actor) => {
        const path = typeof row.path === 'function' ? row.path(actor) : row.path;
        const allowed = row[op].includes(actor);
        const label = row.label ?? (typeof row.path === 'string' ? row.path : path);
        return {
          name: `${label} · ${op} as ${actor} → ${allowed ? 'allowed' : 'denied'}`,
          path,
          actor,
          op,
          allowed,
          value: row.value,
        };
      }),
    ),
  );
}
