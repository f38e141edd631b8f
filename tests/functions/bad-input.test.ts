// Every class of bad input is refused with invalid-argument and a French message, and the
// database is left exactly as it was (checked on the whole tree through the Admin SDK).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAdmin, dump } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import { call } from './support/client.js';
import { adminUserInput, ENGLISH, FRENCH, productInput } from './support/fixtures.js';
import { resetDatabase, seedProduct, seedUserRecord } from './support/seed.js';

const PRODUCT = 'bad-input-product';
const FORBIDDEN_KEY_CHARS = ['.', '#', '$', '/', '[', ']'];
const HUGE = 'x'.repeat(100_000);

let admin: Account;
let target: Account;

type Case = [label: string, data: () => unknown];

/** Bad keys for an id field: each RTDB-forbidden character, empty, and far too long. */
const badIds = (build: (id: string) => unknown): Case[] => [
  ...FORBIDDEN_KEY_CHARS.map((c): Case => [`id containing "${c}"`, () => build(`bad${c}key`)]),
  ['empty id', () => build('')],
  ['huge id', () => build(HUGE)],
  ['numeric id', () => build(42 as unknown as string)],
];

const productCases = (wrap: (product: unknown) => unknown): Case[] => [
  ['price as a string', () => wrap(productInput({ price: '12' as unknown as number }))],
  ['negative price', () => wrap(productInput({ price: -1 }))],
  ['price with 3 decimals', () => wrap(productInput({ price: 12.345 }))],
  ['non-integer stock', () => wrap(productInput({ stock: 1.5 }))],
  ['negative stock', () => wrap(productInput({ stock: -3 }))],
  ['missing name', () => wrap({ ...productInput(), name: undefined })],
  ['empty name', () => wrap(productInput({ name: '   ' }))],
  ['huge name', () => wrap(productInput({ name: HUGE }))],
  ['huge description', () => wrap(productInput({ description: HUGE }))],
  ['unknown type', () => wrap(productInput({ type: 'Vélo' as never }))],
  ['unknown brand', () => wrap(productInput({ brand: 'Xiaomi' as never }))],
  ['image that is not a URL', () => wrap(productInput({ images: ['javascript:alert(1)'] }))],
  [
    'protocol-relative image (another host)',
    () => wrap(productInput({ images: ['//evil.example/a.webp'] })),
  ],
  [
    'too many images',
    () => wrap(productInput({ images: Array.from({ length: 50 }, (_, i) => `/images/${i}.webp`) })),
  ],
  ['server field views', () => wrap({ ...productInput(), views: 999 })],
  [
    'server field created_at',
    () => wrap({ ...productInput(), created_at: '2020-01-01T00:00:00.000Z' }),
  ],
  ['unknown spec key', () => wrap(productInput({ specs: { 'a.b': 1 } as never }))],
  ['product not an object', () => wrap('Dualtron')],
];

const CASES: Record<string, Case[]> = {
  adminSaveUser: [
    ...badIds((user_id) => ({ user_id, user: adminUserInput() })),
    ['missing user', () => ({ user_id: target.uid })],
    ['admin as a string', () => ({ user_id: target.uid, user: adminUserInput({ admin: 'true' }) })],
    [
      'extra top-level field',
      () => ({ user_id: target.uid, user: adminUserInput(), claims: { admin: true } }),
    ],
    [
      'server field created_at',
      () => ({
        user_id: target.uid,
        user: adminUserInput({ created_at: '2020-01-01T00:00:00.000Z' }),
      }),
    ],
    [
      'invalid email',
      () => ({ user_id: target.uid, user: adminUserInput({ email: 'pas-un-email' }) }),
    ],
    [
      'huge first name',
      () => ({ user_id: target.uid, user: adminUserInput({ first_name: HUGE }) }),
    ],
    [
      'bad postal code',
      () => ({
        user_id: target.uid,
        user: adminUserInput({
          addresses: [{ ...adminUserInput().addresses[0], postal_code: '7500' }],
        }),
      }),
    ],
  ],
  adminUpdateUser: [
    ...badIds((user_id) => ({ user_id, changes: { phone: '0600000000' } })),
    ['no change at all', () => ({ user_id: target.uid, changes: {} })],
    ['admin as a number', () => ({ user_id: target.uid, changes: { admin: 1 } })],
    ['unknown field', () => ({ user_id: target.uid, changes: { is_admin: true } })],
    ['server field user_id', () => ({ user_id: target.uid, changes: { user_id: 'someone-else' } })],
    ['huge role', () => ({ user_id: target.uid, changes: { role: HUGE } })],
  ],
  createProduct: [
    ...productCases((product) => ({ product })),
    ...badIds((product_id) => ({ product_id, product: productInput() })),
    ['missing product', () => ({})],
    ['extra top-level field', () => ({ product: productInput(), force: true })],
  ],
  updateProduct: [
    ...productCases((product) => ({ product_id: PRODUCT, product, expected_stock: 4 })),
    ...badIds((product_id) => ({ product_id, product: productInput(), expected_stock: 4 })),
    ['missing product_id', () => ({ product: productInput(), expected_stock: 4 })],
    ['missing expected_stock', () => ({ product_id: PRODUCT, product: productInput() })],
    [
      'negative expected_stock',
      () => ({ product_id: PRODUCT, product: productInput(), expected_stock: -1 }),
    ],
    [
      'expected_stock as a string',
      () => ({ product_id: PRODUCT, product: productInput(), expected_stock: '4' }),
    ],
  ],
  deleteProduct: [
    ...badIds((product_id) => ({ product_id })),
    ['missing product_id', () => ({})],
    ['extra field', () => ({ product_id: PRODUCT, cascade: true })],
  ],
  cleanseProducts: [
    ['extra field', () => ({ reset_views: false })],
    ['a string instead of an object', () => 'tout'],
    ['a list instead of an object', () => []],
  ],
  recordProductView: [
    ...badIds((product_id) => ({ product_id })),
    ['missing product_id', () => ({})],
    ['extra field', () => ({ product_id: PRODUCT, views: 1_000_000 })],
    ['no data', () => null],
  ],
};

beforeAll(async () => {
  await resetDatabase();
  [admin, target] = await Promise.all([newAccount({ admin: true }), newAccount()]);
  await seedUserRecord(target.uid);
  await seedProduct(PRODUCT, { views: 5 });
});
afterAll(closeAdmin);

describe.each(Object.keys(CASES))('%s', (name) => {
  it.each(CASES[name]!)(
    'refuses %s with a French invalid-argument and no write',
    async (_label, data) => {
      const before = await dump();
      const outcome = await call(name, data(), admin);
      expect(outcome).toMatchObject({ ok: false, code: 'invalid-argument' });
      const message = outcome.ok ? '' : outcome.message;
      expect(message).toMatch(FRENCH);
      expect(message).not.toMatch(ENGLISH);
      expect(await dump()).toEqual(before);
    },
  );
});
