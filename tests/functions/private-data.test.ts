// Private data stays private, and a deleted account's token is worth nothing: tried as the
// customer, a visitor or the deleted account would try it — with their own ID token straight
// against the database (the rules) and through the callables. Every refusal changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@fohzshop/shared/account-orders';
import { adminAuth, closeAdmin, db, dump, read } from './support/admin.js';
import { newAccount, signIn, VISITOR, type Account } from './support/accounts.js';
import { newOrder } from './support/admin-orders.js';
import { call, succeed } from './support/client.js';
import { clientRead, clientWrite } from './support/client-database.js';
import { orderRequest, placeOrder, seedCart, seedSettings } from './support/orders.js';
import { resetDatabase, seedProduct, seedUserRecord } from './support/seed.js';

const NOTE = 'Client suspect : ne pas expédier';
const NOW = '2026-03-14T09:30:00.000Z';

let admin: Account;
let customer: Account;

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
  [admin, customer] = await Promise.all([newAccount({ admin: true }), newAccount()]);
  await seedUserRecord(customer.uid, { email: customer.email, first_name: 'Léa' });
});
afterAll(closeAdmin);

describe("the shop's internal order data", () => {
  it('is never in what the customer reads: order, query, export; order_admin is denied', async () => {
    const id = await newOrder(admin, customer, 'pd-scooter');
    await succeed('adminUpdateOrder', { order_id: id, note: NOTE }, admin);
    await succeed('adminUpdatePayment', { order_id: id, status: 'paid' }, admin);
    await succeed('adminUpdateOrder', { order_id: id, status: 'preparing' }, admin);
    await succeed(
      'adminUpdatePayment',
      { order_id: id, status: 'partially_refunded', refund_amount: 10 },
      admin,
    );
    const leaks = (value: unknown) => {
      const text = JSON.stringify(value);
      expect(text).not.toContain(NOTE);
      expect(text).not.toContain(admin.uid);
    };
    const own = await clientRead(customer.token, `orders/${id}`);
    expect(own.status).toBe(200);
    leaks(own.body);
    expect((own.body as { history: { by: string }[] }).history.map((h) => h.by)).toEqual([
      'admin',
      'admin',
      'admin',
      'admin',
    ]);
    const mine = await clientRead(customer.token, 'orders', {
      orderBy: 'user_id',
      equalTo: customer.uid,
    });
    expect(Object.keys(mine.body as object)).toEqual([id]);
    leaks(mine.body);
    expect((await clientRead(customer.token, `order_admin/${id}`)).status).toBe(401);
    expect((await clientRead(customer.token, 'order_admin')).status).toBe(401);
    leaks(await succeed('exportMyData', {}, customer));
    // Admins still see who did what, and the note.
    const kept = await clientRead(admin.token, `order_admin/${id}`);
    expect(kept.body).toMatchObject({
      note: NOTE,
      note_by: admin.uid,
      actors: [admin.uid, admin.uid, admin.uid, admin.uid],
    });
    expect(Object.values((kept.body as { refunds: object }).refunds)).toEqual([admin.uid]);
  });

  it('goes with its order when the shop deletes it', async () => {
    const id = await newOrder(admin, customer, 'pd-deleted');
    await succeed('adminUpdateOrder', { order_id: id, note: NOTE }, admin);
    expect(await read(`order_admin/${id}/note`)).toBe(NOTE);
    await succeed('adminDeleteOrder', { order_id: id }, admin);
    expect(await read(`order_admin/${id}`)).toBeNull();
  });
});

describe('contact messages in the data export', () => {
  it('are not handed to an unverified account for its address, only those it sent signed in', async () => {
    // Anyone may sign up with someone else's address: unproven, it must not fetch their messages.
    const squatter = await newAccount();
    await adminAuth().updateUser(squatter.uid, { emailVerified: false });
    const { token } = await signIn(squatter.email);
    const message = (subject: string, extra: object = {}) => ({
      name: 'Quelqu’un',
      email: squatter.email,
      subject,
      message: 'Un message que seul le vrai titulaire doit voir.',
      created_at: NOW,
      ...extra,
    });
    await db().ref('contact_messages/m-owner').set(message('Privé'));
    await db()
      .ref('contact_messages/m-squatter')
      .set(message('Le sien', { user_id: squatter.uid }));
    const data = await succeed<{ contact_messages: { subject: string }[] }>(
      'exportMyData',
      {},
      { token },
    );
    expect(data.contact_messages.map((m) => m.subject)).toEqual(['Le sien']);
  });
});

describe('published reviews', () => {
  it('show a visitor no author uid (not in the record, not in its id); review_authors is denied', async () => {
    await seedProduct('pd-reviewed');
    const { review_id } = await succeed<{ review_id: string }>(
      'submitReview',
      {
        rating: 4,
        title: 'Bien',
        body: 'Trottinette solide et rapide.',
        product_id: 'pd-reviewed',
      },
      customer,
    );
    const stored = (await read<Record<string, unknown>>(`reviews/${review_id}`))!;
    // What an admin may send back: the review without its dates nor the server's verified mark.
    const {
      review_id: _id,
      created_at: _at,
      updated_at: _up,
      verified_purchase: _verified,
      ...input
    } = stored;
    await succeed(
      'adminSaveReview',
      { review_id, review: { ...input, status: 'published' } },
      admin,
    );
    const published = await clientRead(undefined, 'reviews', {
      orderBy: 'status',
      equalTo: 'published',
    });
    expect(Object.keys(published.body as object)).toEqual([review_id]);
    expect(JSON.stringify(published.body)).not.toContain(customer.uid);
    expect((await clientRead(undefined, `review_authors/${review_id}`)).status).toBe(401);
    expect((await clientRead(customer.token, 'review_authors')).status).toBe(401);
    expect(await read(`review_authors/${review_id}`)).toBe(customer.uid);
    // A second review of the same product by the same customer is still one too many.
    expect(
      await call(
        'submitReview',
        {
          rating: 5,
          title: 'Encore',
          body: 'Je la note une seconde fois.',
          product_id: 'pd-reviewed',
        },
        customer,
      ),
    ).toMatchObject({ ok: false, code: 'already-exists' });
  });
});

describe("a deleted account's token, still valid for up to an hour", () => {
  it('can neither recreate its record, write its cart, nor order, and changes nothing', async () => {
    const gone = await newAccount();
    await seedUserRecord(gone.uid, { email: gone.email });
    await seedProduct('pd-stock', { stock: 5 });
    await succeed('deleteMyAccount', { confirm: true }, gone);
    expect(await read(`deleted_accounts/${gone.uid}`)).toMatchObject({
      deleted_at: expect.any(String),
    });
    // What an interrupted checkout would find: a cart (as the functions could still hold one).
    await seedCart(gone.uid, { 'pd-stock': 1 });
    const before = await dump();
    const signUp = {
      user_id: gone.uid,
      email: gone.email,
      first_name: 'Revenant',
      last_name: 'X',
      phone: '',
      role: '',
      admin: false,
      created_at: NOW,
      updated_at: NOW,
    };
    expect((await clientWrite(gone.token, `users/${gone.uid}`, signUp)).status).toBe(401);
    const cart = { items: { 'pd-stock': { quantity: 2, added_at: NOW } }, updated_at: NOW };
    expect((await clientWrite(gone.token, `carts/${gone.uid}`, cart)).status).toBe(401);
    expect(await placeOrder(orderRequest(), gone)).toMatchObject({
      ok: false,
      code: 'unauthenticated',
      message: ACCOUNT_MESSAGES.accountDeleted,
    });
    for (const [name, data] of [
      ['exportMyData', {}],
      ['submitReview', { rating: 5, title: 'Revenu', body: 'Un avis après suppression.' }],
    ] as const)
      expect(await call(name, data, gone)).toMatchObject({ ok: false, code: 'unauthenticated' });
    // deleteMyAccount alone still runs, to finish a deletion: here there is nothing left to do.
    expect(await call('deleteMyAccount', { confirm: true }, gone)).toMatchObject({ ok: true });
    expect(await dump()).toEqual(before);
    // Another customer is not concerned.
    expect(await call('exportMyData', {}, customer)).toMatchObject({ ok: true });
    expect(await call('exportMyData', {}, VISITOR)).toMatchObject({ code: 'unauthenticated' });
    await db().ref(`carts/${gone.uid}`).remove();
  });
});
