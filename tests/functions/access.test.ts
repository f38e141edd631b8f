// Who may call what: admin callables refuse visitors (unauthenticated) and signed-in users
// (permission-denied) without writing anything; the public one serves everybody.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@fohzshop/shared/messages';
import { closeAdmin, dump } from './support/admin.js';
import { newAccount, VISITOR, type Account } from './support/accounts.js';
import { call, type Caller } from './support/client.js';
import { adminUserInput, productInput } from './support/fixtures.js';
import { resetDatabase, seedProduct, seedUserRecord } from './support/seed.js';

let admin: Account;
let customer: Account;
let target: Account;
let created = 0;

/** A valid request per callable (for deleteProduct, a product that exists). */
const validRequests: Record<string, () => Promise<unknown>> = {
  adminSaveUser: async () => ({ user_id: target.uid, user: adminUserInput() }),
  adminUpdateUser: async () => ({ user_id: target.uid, changes: { phone: '07 00 00 00 01' } }),
  createProduct: async () => ({ product: productInput({ name: `Kaabo Wolf ${++created}` }) }),
  updateProduct: async () => ({
    product_id: 'access-product',
    product: productInput({ stock: 7 }),
    expected_stock: 7,
  }),
  deleteProduct: async () => {
    const id = `to-delete-${++created}`;
    await seedProduct(id);
    return { product_id: id };
  },
  cleanseProducts: async () => ({}),
};
const ADMIN_CALLABLES = Object.keys(validRequests);

beforeAll(async () => {
  await resetDatabase();
  [admin, customer, target] = await Promise.all([
    newAccount({ admin: true }),
    newAccount(),
    newAccount(),
  ]);
  await seedUserRecord(target.uid);
  await seedProduct('access-product');
});
afterAll(closeAdmin);

describe.each(ADMIN_CALLABLES)('%s', (name) => {
  const refused: [string, () => Caller, string, string][] = [
    ['visitor', () => VISITOR, 'unauthenticated', MESSAGES.unauthenticated],
    ['signed-in user', () => customer, 'permission-denied', MESSAGES.permissionDenied],
  ];

  it.each(refused)('refuses a %s and writes nothing', async (_who, caller, code, message) => {
    const data = await validRequests[name]!();
    const before = await dump();
    const outcome = await call(name, data, caller());
    expect(outcome).toMatchObject({ ok: false, code, message });
    expect(await dump()).toEqual(before);
  });

  it('serves an admin', async () => {
    const outcome = await call(name, await validRequests[name]!(), admin);
    expect(outcome).toMatchObject({ ok: true });
  });
});

describe('recordProductView (public)', () => {
  it.each([
    ['visitor', () => ({ headers: { 'x-forwarded-for': '198.51.100.10' } })],
    ['signed-in user', () => customer],
    ['admin', () => admin],
  ] as [string, () => Caller][])('serves a %s', async (_who, caller) => {
    const outcome = await call('recordProductView', { product_id: 'access-product' }, caller());
    expect(outcome).toMatchObject({ ok: true, result: { counted: true } });
  });
});
