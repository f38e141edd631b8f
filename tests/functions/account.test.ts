// exportMyData and deleteMyAccount: the caller's own data only; deletion erases the account,
// keeps orders anonymised, and is refused (nothing written) while an order is in progress.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANONYMISED, ANONYMISED_EMAIL, ANONYMISED_USER_ID } from '@fohzshop/shared/account-orders';
import { adminAuth, closeAdmin, db, dump, read } from './support/admin.js';
import { newAccount, signIn, tokenClaims, VISITOR, type Account } from './support/accounts.js';
import { call, succeed } from './support/client.js';
import { ADDRESS } from './support/orders.js';
import { resetDatabase, seedProduct, seedUserRecord } from './support/seed.js';

type Export = {
  exported_at: string;
  user: Record<string, unknown> | null;
  cart: Record<string, unknown> | null;
  orders: { order_id: string; user_id: string }[];
  reviews: { review_id: string; user_id?: string }[];
  contact_messages: { subject: string; email: string; user_id?: string }[];
};

/** An order written as the functions leave it. */
async function seedOrder(id: string, owner: Account, status: string, extra: object = {}) {
  const at = '2026-03-01T09:00:00.000Z';
  await db()
    .ref(`orders/${id}`)
    .set({
      order_id: id,
      number: `FZ-2026-${id.replace(/\D/g, '').padStart(6, '0')}`,
      user_id: owner.uid,
      email: owner.email,
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
      shipping_address: { ...ADDRESS, country: 'France', phone: '06 12 34 56 78' },
      payment: { method: 'card', status: 'paid' },
      delivery: { status: 'delivered', delivered_at: at },
      status,
      history: [{ at, event: 'Commande passée', by: 'customer' }],
      created_at: at,
      updated_at: at,
      ...extra,
    });
}

async function seedCustomer(account: Account, name: string): Promise<void> {
  await seedUserRecord(account.uid, {
    email: account.email,
    first_name: name,
    last_name: 'Martin',
    addresses: [{ ...ADDRESS, country: 'France' }],
  });
  await db()
    .ref(`carts/${account.uid}`)
    .set({
      items: { p1: { quantity: 2, added_at: '2026-03-01T09:00:00.000Z' } },
      updated_at: '2026-03-01T09:00:00.000Z',
    });
  await db()
    .ref(`reviews/rev-${account.uid}`)
    .set({
      review_id: `rev-${account.uid}`,
      rating: 5,
      title: 'Super',
      body: 'Très bonne trottinette, je recommande.',
      author_name: `${name} M.`,
      source: 'site',
      verified_purchase: true,
      status: 'published',
      created_at: '2026-03-05T09:00:00.000Z',
    });
  // The author is kept apart, admins only (a published review is public).
  await db().ref(`review_authors/rev-${account.uid}`).set(account.uid);
  // Contact messages: one sent signed in, one sent from the same address before signing up.
  const message = (subject: string, extra: object = {}) => ({
    name: name,
    email: account.email,
    subject,
    message: 'Bonjour, une question sur ma commande.',
    created_at: '2026-03-06T09:00:00.000Z',
    ...extra,
  });
  await db()
    .ref(`contact_messages/m-signed-${account.uid}`)
    .set(message('Connecté', { user_id: account.uid }));
  await db().ref(`contact_messages/m-visitor-${account.uid}`).set(message('Visiteur'));
}

let alice: Account;
let bob: Account;

/** A fresh account whose e-mail address is (or is not) verified, with a token saying so. */
async function accountWith(emailVerified: boolean): Promise<Account> {
  const account = await newAccount();
  await adminAuth().updateUser(account.uid, { emailVerified });
  const { token } = await signIn(account.email);
  expect(tokenClaims(token).email_verified).toBe(emailVerified);
  return { ...account, token };
}

beforeAll(async () => {
  await resetDatabase();
  [alice, bob] = await Promise.all([accountWith(true), accountWith(true)]);
});
afterAll(closeAdmin);

beforeEach(async () => {
  await resetDatabase();
  await seedProduct('p1');
  await seedCustomer(alice, 'Alice');
  await seedCustomer(bob, 'Bob');
  await seedOrder('o1', alice, 'delivered');
  await seedOrder('o2', bob, 'delivered');
});

describe('exportMyData', () => {
  it("returns the caller's record, cart, orders and reviews, and nobody else's", async () => {
    const data = await succeed<Export>('exportMyData', {}, alice);
    expect(data.user).toMatchObject({ user_id: alice.uid, first_name: 'Alice' });
    expect(data.user?.addresses).toHaveLength(1);
    expect(data.cart).toMatchObject({ items: { p1: { quantity: 2 } } });
    expect(data.orders.map((o) => o.order_id)).toEqual(['o1']);
    expect(data.reviews.map((r) => r.review_id)).toEqual([`rev-${alice.uid}`]);
    // Sent signed in, and from the account's verified address before signing in.
    expect(data.contact_messages.map((m) => m.subject).sort()).toEqual(['Connecté', 'Visiteur']);
    expect(JSON.stringify(data)).not.toContain(bob.uid);
    expect(JSON.stringify(data)).not.toContain(bob.email);
  });

  it('refuses a visitor and extra fields, and writes nothing', async () => {
    const before = await dump();
    expect(await call('exportMyData', {}, VISITOR)).toMatchObject({
      ok: false,
      code: 'unauthenticated',
    });
    expect(await call('exportMyData', { user_id: bob.uid }, alice)).toMatchObject({
      ok: false,
      code: 'invalid-argument',
      message: 'Champ non autorisé : « user_id ».',
    });
    expect(await dump()).toEqual(before);
  });
});

describe('deleteMyAccount', () => {
  it.each([
    ['no confirmation', {}],
    ['a false confirmation', { confirm: false }],
    ['another user id', { confirm: true, user_id: 'someone-else' }],
    ['not an object', 'oui'],
  ])('refuses %s with invalid-argument and changes nothing', async (_label, data) => {
    const before = await dump();
    const outcome = await call('deleteMyAccount', data, alice);
    expect(outcome).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect(await dump()).toEqual(before);
    expect((await adminAuth().getUser(alice.uid)).uid).toBe(alice.uid);
  });

  it('refuses a session whose password was not typed in the last minutes', async () => {
    // Emulator tokens are unsigned: the same token, signed in an hour ago.
    const [header, payload] = alice.token.split('.');
    const claims = { ...tokenClaims(alice.token), auth_time: Math.floor(Date.now() / 1000) - 3600 };
    const stale = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    expect(payload).toBeTruthy();
    const before = await dump();
    const outcome = await call('deleteMyAccount', { confirm: true }, { token: stale });
    expect(outcome).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(outcome.ok ? '' : outcome.message).toMatch(/saisissez à nouveau votre mot de passe/);
    expect(await dump()).toEqual(before);
  });

  it('refuses a visitor', async () => {
    const before = await dump();
    expect(await call('deleteMyAccount', { confirm: true }, VISITOR)).toMatchObject({
      ok: false,
      code: 'unauthenticated',
    });
    expect(await dump()).toEqual(before);
  });

  it.each([
    ['a paid order not delivered yet', 'paid', {}],
    ['an unpaid order', 'pending_payment', {}],
    [
      'an open return',
      'delivered',
      {
        return: {
          status: 'requested',
          reason: 'Trop lourde.',
          requested_at: '2026-03-03T09:00:00.000Z',
        },
      },
    ],
  ])('refuses while there is %s, saying which, and changes nothing', async (_l, status, extra) => {
    await seedOrder('o3', alice, status, extra);
    const before = await dump();
    const outcome = await call('deleteMyAccount', { confirm: true }, alice);
    expect(outcome).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(outcome.ok ? '' : outcome.message).toMatch(/commande est en cours \(FZ-2026-000003\)/);
    expect(await dump()).toEqual(before);
  });

  it('deletes the record, cart and Auth user, anonymises orders, reviews and deleted-order traces, spares others', async () => {
    const fresh = await accountWith(true);
    await seedCustomer(fresh, 'Chloé');
    await seedOrder('o7', fresh, 'delivered');
    await seedOrder('o8', fresh, 'cancelled');
    // What an interrupted checkout leaves: its lock and its answered request.
    const lock = { key: 'k-interrupted', until: Date.now() - 1_000 };
    await db().ref(`checkout_locks/${fresh.uid}`).set(lock);
    await db().ref(`checkout_locks/${bob.uid}`).set(lock);
    await db().ref(`order_requests/${fresh.uid}/k-interrupted`).set({ order_id: 'o8' });
    // The trace of an order the shop deleted (adminDeleteOrder), and one of someone else's.
    const trace = (owner: Account, customer: string) => ({
      user_id: owner.uid,
      customer,
      number: 'FZ-2026-000009',
    });
    await db().ref('order_deletions/o9').set(trace(fresh, 'Chloé Martin'));
    await db().ref('order_deletions/o10').set(trace(bob, 'Bob Durand'));
    const outcome = await succeed('deleteMyAccount', { confirm: true }, fresh);
    expect(outcome).toEqual({ ok: true, anonymised_orders: 2 });
    expect(await read(`users/${fresh.uid}`)).toBeNull();
    expect(await read(`carts/${fresh.uid}`)).toBeNull();
    expect(await read(`checkout_locks/${fresh.uid}`)).toBeNull();
    expect(await read(`order_requests/${fresh.uid}`)).toBeNull();
    await expect(adminAuth().getUser(fresh.uid)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
    const kept = await read<Record<string, unknown>>('orders/o7');
    expect(kept).toMatchObject({
      number: 'FZ-2026-000007',
      totals: { total: 1500 },
      created_at: '2026-03-01T09:00:00.000Z',
      user_id: ANONYMISED_USER_ID,
      email: ANONYMISED_EMAIL,
      shipping_address: { postal_code: '75002', city: 'Paris' },
    });
    const orders = JSON.stringify([kept, await read('orders/o8')]);
    expect(orders).not.toContain(fresh.uid);
    expect(orders).not.toContain(fresh.email);
    expect(orders).not.toMatch(/Léa|Martin|06 12 34 56 78|rue de la Paix/);
    const review = await read<Record<string, unknown>>(`reviews/rev-${fresh.uid}`);
    expect(review).toMatchObject({ author_name: 'Ancien client', rating: 5 });
    expect(review?.user_id).toBeUndefined();
    expect(await read(`review_authors/rev-${fresh.uid}`)).toBeNull();
    // Its contact messages (sent signed in, and from its verified address) are gone…
    expect(await read(`contact_messages/m-signed-${fresh.uid}`)).toBeNull();
    expect(await read(`contact_messages/m-visitor-${fresh.uid}`)).toBeNull();
    // …and its remaining tokens are refused by the tombstone (tests/functions/rights.test.ts).
    expect(await read(`deleted_accounts/${fresh.uid}`)).toMatchObject({
      deleted_at: expect.any(String),
    });
    expect(await read(`contact_messages/m-signed-${bob.uid}`)).toMatchObject({ user_id: bob.uid });
    expect(await read(`review_authors/rev-${bob.uid}`)).toBe(bob.uid);
    expect(await read('order_deletions/o9')).toEqual({
      user_id: ANONYMISED_USER_ID,
      customer: ANONYMISED,
      number: 'FZ-2026-000009',
    });
    // Alice and Bob are untouched.
    expect(await read('order_deletions/o10')).toEqual(trace(bob, 'Bob Durand'));
    expect(await read(`users/${bob.uid}`)).toMatchObject({ first_name: 'Bob' });
    expect(await read(`checkout_locks/${bob.uid}`)).toEqual(lock);
    expect(await read('orders/o2')).toMatchObject({ user_id: bob.uid, email: bob.email });
  });
});
