// Limits that hold across accounts (shared/src/abuse-limits.ts): an attacker with many free
// accounts behind one connection, or a botnet of many connections, meets per-origin and
// shop-wide caps on views, contact messages, reviews and orders (sign-ups:
// sign-up-limits.test.ts). Each test lowers the caps through settings/abuse_limits (the shop's
// own setting) so that a few calls reach them; every refused attempt must leave the database
// exactly as it was.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ABUSE_LIMITS,
  ABUSE_LIMITS_PATH,
  ABUSE_MESSAGES,
  type AbuseLimitsSettings,
} from '@fohzshop/shared/abuse-limits';
import { adminAuth, closeAdmin, db, dump, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import { call, succeed, type Caller } from './support/client.js';
import { orderRequest, placeOrder, seedCart, seedSettings } from './support/orders.js';
import { resetDatabase, seedProduct, seedUserRecord } from './support/seed.js';

const at = (ip: string, account?: Account): Caller => ({
  ...account,
  headers: { 'x-forwarded-for': ip },
});
const limit = (settings: AbuseLimitsSettings) => db().ref(ABUSE_LIMITS_PATH).set(settings);
const accounts = (n: number) => Promise.all(Array.from({ length: n }, () => newAccount()));
const contact = (n: number) => ({
  name: 'Jeanne Martin',
  email: 'jeanne.martin@example.fr',
  subject: `Question n° ${n}`,
  message: 'Bonjour, avez-vous la Dualtron Mini en stock ?',
});
const review = (productId: string) => ({
  product_id: productId,
  rating: 5,
  title: 'Parfait',
  body: 'Livraison rapide, produit conforme.',
});
type ViewResult = { counted: boolean; views: number };

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
});
beforeEach(async () => {
  await db().ref(ABUSE_LIMITS_PATH).remove();
  await db().ref('rate_limits').remove();
});
afterAll(closeAdmin);

describe('views', () => {
  it('five accounts behind one connection count no more views than the origin cap', async () => {
    await seedProduct('ol-v1');
    await limit({ views: { origin_per_hour: 3 } });
    const crowd = await accounts(5);
    const seen: boolean[] = [];
    for (const account of crowd.slice(0, 3))
      seen.push(
        (
          await succeed<ViewResult>(
            'recordProductView',
            { product_id: 'ol-v1' },
            at('203.0.113.7', account),
          )
        ).counted,
      );
    const before = await dump();
    for (const account of crowd.slice(3)) {
      // Beyond the cap the call still succeeds, silently not counted, and writes nothing.
      expect(
        await succeed<ViewResult>(
          'recordProductView',
          { product_id: 'ol-v1' },
          at('203.0.113.7', account),
        ),
      ).toEqual({ counted: false, views: 3 });
    }
    expect(await dump()).toEqual(before);
    expect(seen).toEqual([true, true, true]);
    // Another connection still counts.
    expect(
      await succeed<ViewResult>(
        'recordProductView',
        { product_id: 'ol-v1' },
        at('198.51.100.7', crowd[4]),
      ),
    ).toEqual({ counted: true, views: 4 });
  });

  it('many connections together stop at the shop-wide cap; an IPv6 /64 is one origin', async () => {
    await seedProduct('ol-v2');
    await limit({ views: { global_per_hour: 4, origin_per_hour: 1 } });
    const view = (ip: string) =>
      succeed<ViewResult>('recordProductView', { product_id: 'ol-v2' }, at(ip));
    expect((await view('2001:db8:1:2::1')).counted).toBe(true);
    // Another address of the same /64: the same origin, already at its cap.
    expect((await view('2001:db8:1:2:ffff::9')).counted).toBe(false);
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3'])
      expect((await view(ip)).counted).toBe(true);
    const before = await dump();
    expect(await view('192.0.2.4')).toEqual({ counted: false, views: 4 });
    expect(await dump()).toEqual(before);
    expect(await read('products/ol-v2/views')).toBe(4);
  });
});

describe('contact messages', () => {
  it('signed-in accounts from one connection share the origin cap (defaults)', async () => {
    const max = ABUSE_LIMITS.contact.origin_per_hour;
    const crowd = await accounts(max + 1);
    for (const [i, account] of crowd.slice(0, max).entries())
      await succeed('sendContactMessage', contact(i), at('203.0.113.20', account));
    const before = await dump();
    const refused = await call('sendContactMessage', contact(99), at('203.0.113.20', crowd[max]));
    expect(refused).toMatchObject({
      ok: false,
      code: 'resource-exhausted',
      message: ABUSE_MESSAGES.contact.origin,
    });
    expect(await dump()).toEqual(before);
    await succeed('sendContactMessage', contact(100), at('198.51.100.20', crowd[max]));
  });

  it('many connections stop at the shop-wide cap', async () => {
    await limit({ contact: { global_per_hour: 3 } });
    for (const ip of ['192.0.2.21', '192.0.2.22', '192.0.2.23'])
      await succeed('sendContactMessage', contact(1), at(ip));
    const before = await dump();
    expect(await call('sendContactMessage', contact(2), at('192.0.2.24'))).toMatchObject({
      ok: false,
      code: 'resource-exhausted',
      message: ABUSE_MESSAGES.contact.global,
    });
    expect(await dump()).toEqual(before);
  });

  it('a message the per-visitor limit refuses takes no slot of the origin', async () => {
    await limit({ contact: { origin_per_hour: 4 } });
    const user = await newAccount();
    for (let i = 0; i < 3; i++)
      await succeed('sendContactMessage', contact(i), at('203.0.113.30', user));
    const before = await dump();
    expect(await call('sendContactMessage', contact(3), at('203.0.113.30', user))).toMatchObject({
      code: 'resource-exhausted',
    });
    expect(await dump()).toEqual(before);
    // The fourth slot of the origin is still free for someone else.
    await succeed('sendContactMessage', contact(4), at('203.0.113.30'));
  });
});

describe('reviews', () => {
  it('accounts from one connection stop at the origin cap, nothing written', async () => {
    await seedProduct('ol-r1');
    await limit({ reviews: { origin_per_hour: 2 } });
    const crowd = await accounts(3);
    for (const account of crowd.slice(0, 2))
      await succeed('submitReview', review('ol-r1'), at('203.0.113.40', account));
    const before = await dump();
    expect(await call('submitReview', review('ol-r1'), at('203.0.113.40', crowd[2]))).toMatchObject(
      {
        ok: false,
        code: 'resource-exhausted',
        message: ABUSE_MESSAGES.reviews.origin,
      },
    );
    expect(await dump()).toEqual(before);
  });

  it('many connections stop at the shop-wide cap; a refused duplicate gives its slot back', async () => {
    await seedProduct('ol-r2');
    await limit({ reviews: { global_per_hour: 2 } });
    const [first, second, third] = await accounts(3);
    await succeed('submitReview', review('ol-r2'), at('192.0.2.41', first));
    const before = await dump();
    expect(await call('submitReview', review('ol-r2'), at('192.0.2.41', first))).toMatchObject({
      code: 'already-exists',
    });
    expect(await dump()).toEqual(before);
    await succeed('submitReview', review('ol-r2'), at('192.0.2.42', second));
    const full = await dump();
    expect(await call('submitReview', review('ol-r2'), at('192.0.2.43', third))).toMatchObject({
      code: 'resource-exhausted',
      message: ABUSE_MESSAGES.reviews.global,
    });
    expect(await dump()).toEqual(full);
  });
});

describe('orders', () => {
  async function buyer(productId: string): Promise<Account> {
    const account = await newAccount();
    // A transfer order needs a verified address (reservations); the Auth user says it is.
    await adminAuth().updateUser(account.uid, { emailVerified: true });
    await seedUserRecord(account.uid, { email: account.email });
    await seedCart(account.uid, { [productId]: 1 });
    return account;
  }
  const transfer = () => orderRequest();

  it('accounts from one connection stop at the origin cap; stock and cart untouched', async () => {
    await seedProduct('ol-o1', { stock: 10 });
    await limit({ orders: { origin_per_hour: 2 } });
    const crowd = [await buyer('ol-o1'), await buyer('ol-o1'), await buyer('ol-o1')];
    for (const account of crowd.slice(0, 2)) {
      const placed = await placeOrder(transfer(), at('203.0.113.60', account));
      expect(placed.ok).toBe(true);
    }
    const before = await dump();
    expect(await placeOrder(transfer(), at('203.0.113.60', crowd[2]))).toMatchObject({
      ok: false,
      code: 'resource-exhausted',
      message: ABUSE_MESSAGES.orders.origin,
    });
    expect(await dump()).toEqual(before);
    expect(await read('products/ol-o1/stock')).toBe(8);
    expect(await read(`carts/${crowd[2]!.uid}/items/ol-o1/quantity`)).toBe(1);
  });

  it('a failed attempt takes no slot; many connections stop at the shop-wide cap', async () => {
    await seedProduct('ol-o2', { stock: 10 });
    await limit({ orders: { global_per_hour: 1 } });
    const empty = await newAccount();
    const before = await dump();
    expect(await placeOrder(transfer(), at('192.0.2.61', empty))).toMatchObject({
      code: 'failed-precondition',
    });
    expect(await dump()).toEqual(before);
    const [first, second] = [await buyer('ol-o2'), await buyer('ol-o2')];
    expect((await placeOrder(transfer(), at('192.0.2.62', first))).ok).toBe(true);
    const full = await dump();
    expect(await placeOrder(transfer(), at('192.0.2.63', second))).toMatchObject({
      code: 'resource-exhausted',
      message: ABUSE_MESSAGES.orders.global,
    });
    expect(await dump()).toEqual(full);
  });
});
