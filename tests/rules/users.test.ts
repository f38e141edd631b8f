// users/{uid}: one-time self creation with the exact initial shape, then profile-only updates.
import { describe, expect, test } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { UID, useRulesHarness } from './helpers/env.js';
import { ADDRESS, LATER, cart, cartItem, newUser, type UserRecord } from './helpers/fixtures.js';

const h = useRulesHarness('users');

const CAROL = 'carol';
const CAROL_EMAIL = 'carol@example.fr';
const carol = () => h.as(CAROL, { email: CAROL_EMAIL });
const signUp = (overrides: Partial<UserRecord> = {}) => newUser(CAROL, CAROL_EMAIL, overrides);

describe('users · sign-up (creation of own record)', () => {
  test('the exact initial shape is accepted and stored', async () => {
    await assertSucceeds(carol().ref(`users/${CAROL}`).set(signUp()));
    expect(await h.peek(`users/${CAROL}`)).toEqual(signUp());
  });

  test("a user without an email claim creates a record with email ''", async () => {
    await assertSucceeds(h.as('dave').ref('users/dave').set(newUser('dave', '')));
  });

  test('names may be empty at sign-up', async () => {
    await assertSucceeds(
      carol()
        .ref(`users/${CAROL}`)
        .set(signUp({ first_name: '', last_name: '' })),
    );
  });

  test('a user without an email claim cannot claim an email', async () => {
    await assertFails(h.as('dave').ref('users/dave').set(newUser('dave', 'dave@example.fr')));
  });

  const invalid: [string, Record<string, unknown>][] = [
    ['admin true', { admin: true }],
    ['admin "true"', { admin: 'true' }],
    ["role 'admin'", { role: 'admin' }],
    ['wrong user_id', { user_id: 'alice' }],
    ['another email than the token', { email: 'mallory@example.fr' }],
    ["email '' while the token has one", { email: '' }],
    ['phone already filled', { phone: '06 12 34 56 78' }],
    ['addresses already present', { addresses: [ADDRESS] }],
    ['created_at not ISO', { created_at: '14/03/2026' }],
    ['created_at as a number', { created_at: 1_773_480_600_000 }],
    ['updated_at not ISO', { updated_at: 'yesterday' }],
    ['first_name too long', { first_name: 'A'.repeat(81) }],
    ['last_name as a number', { last_name: 42 }],
    ['extra field', { is_vip: true }],
  ];
  test.each(invalid)('rejects %s', async (_, overrides) => {
    await assertFails(
      carol()
        .ref(`users/${CAROL}`)
        .set({ ...signUp(), ...overrides }),
    );
  });

  test.each([
    'user_id',
    'created_at',
    'updated_at',
    'phone',
    'role',
    'admin',
    'email',
    'first_name',
    'last_name',
  ])('rejects a record without %s', async (field) => {
    const record: Record<string, unknown> = { ...signUp() };
    delete record[field];
    await assertFails(carol().ref(`users/${CAROL}`).set(record));
  });

  test("rejects creating someone else's record", async () => {
    await assertFails(carol().ref('users/erin').set(newUser('erin', CAROL_EMAIL)));
  });

  test('rejects a visitor creating a record', async () => {
    await assertFails(h.db('visitor').ref(`users/${CAROL}`).set(signUp()));
  });

  test('rejects a field-by-field creation', async () => {
    await assertFails(carol().ref(`users/${CAROL}/first_name`).set('Carol'));
  });

  test('rejects a second creation that resets created_at', async () => {
    await assertSucceeds(carol().ref(`users/${CAROL}`).set(signUp()));
    await assertFails(
      carol()
        .ref(`users/${CAROL}`)
        .set(signUp({ created_at: LATER, updated_at: LATER })),
    );
    expect(await h.peek(`users/${CAROL}/created_at`)).toBe(signUp().created_at);
  });
});

describe('users · profile update by self', () => {
  const alice = () => h.db('user').ref('users/alice');

  test('phone, names and updated_at may change', async () => {
    await assertSucceeds(
      alice().update({
        phone: '+33 6 98 76 54 32',
        first_name: 'Alicia',
        last_name: 'Moreau',
        updated_at: LATER,
      }),
    );
    expect(await h.peek('users/alice/last_name')).toBe('Moreau');
  });

  test('names may be cleared', async () => {
    await assertSucceeds(alice().update({ first_name: '', last_name: '', updated_at: LATER }));
  });

  test('phone may be cleared', async () => {
    await assertSucceeds(alice().update({ phone: '', updated_at: LATER }));
  });

  test('an admin updates their own profile keeping admin and role', async () => {
    await assertSucceeds(
      h.db('admin').ref('users/boss').update({ first_name: 'Léonie', updated_at: LATER }),
    );
  });

  const forbidden: [string, Record<string, unknown>][] = [
    ['admin → true', { admin: true }],
    ['admin → null', { admin: null }],
    ["role → 'admin'", { role: 'admin' }],
    ['created_at', { created_at: LATER }],
    ['user_id', { user_id: 'bob' }],
    ['email', { email: 'alice@autre.fr' }],
    ['an unknown field', { loyalty_points: 1000 }],
    ['removing first_name', { first_name: null }],
    ['removing phone', { phone: null }],
    ['removing updated_at', { updated_at: null }],
    ['first_name too long', { first_name: 'A'.repeat(81) }],
    ['first_name as a number', { first_name: 7 }],
    ['last_name too long', { last_name: 'B'.repeat(81) }],
    ['phone with letters', { phone: 'appelez-moi' }],
    ['phone too long (21 chars)', { phone: `+${'0'.repeat(20)}` }],
    ['updated_at not ISO', { updated_at: 'now' }],
    ['updated_at too long', { updated_at: `2026-03-15T18:05:12.${'1'.repeat(30)}Z` }],
  ];
  test.each(forbidden)('rejects changing %s', async (_, patch) => {
    await assertFails(alice().update(patch));
  });

  test('rejects a protected field changed through a full set', async () => {
    const current = (await h.peek('users/alice')) as UserRecord;
    await assertFails(alice().set({ ...current, admin: true }));
    await assertFails(alice().set({ ...current, role: 'admin' }));
  });

  test('rejects deleting the record (remove and set null)', async () => {
    await assertFails(alice().remove());
    await assertFails(alice().set(null));
    expect(await h.peek('users/alice/user_id')).toBe('alice');
  });

  test('rejects an admin changing a user through the client (functions only)', async () => {
    await assertFails(h.db('admin').ref('users/alice').update({ role: 'vip' }));
    await assertFails(h.db('admin').ref('users/alice/admin').set(true));
  });

  test('rejects another user updating the profile', async () => {
    await assertFails(h.db('other').ref('users/alice').update({ phone: '', updated_at: LATER }));
  });
});

describe('users · admin reads need the claim AND the record, checked at each read', () => {
  test('a revoked admin (record false) keeps the claim in its token but reads nothing', async () => {
    await assertSucceeds(h.db('admin').ref('users').get());
    await h.seed(`users/${UID.admin}/admin`, false);
    for (const path of [
      'users',
      'users/alice',
      'orders',
      'order_admin',
      'ledger',
      'contact_messages',
    ])
      await assertFails(h.db('admin').ref(path).get());
    await assertFails(h.db('admin').ref('orders').orderByChild('user_id').equalTo('alice').get());
  });

  test('the record alone (claim not in the token yet) reads nothing either', async () => {
    await h.seed('users/carol', newUser(CAROL, CAROL_EMAIL, { admin: true }));
    await assertFails(carol().ref('users').get());
    await assertFails(carol().ref('users/alice').get());
  });

  test('a deleted account (tombstone) cannot recreate its record nor write its cart', async () => {
    const before = await h.peek('/');
    await h.seed('deleted_accounts/carol', { deleted_at: LATER });
    const afterTombstone = await h.peek('/');
    await assertFails(carol().ref(`users/${CAROL}`).set(signUp()));
    await assertFails(
      carol()
        .ref(`carts/${CAROL}`)
        .set(cart({ p1: cartItem(1) })),
    );
    expect(await h.peek('/')).toEqual(afterTombstone);
    expect(before).not.toEqual(afterTombstone);
    // Nobody reads the tombstones from a client.
    await assertFails(carol().ref('deleted_accounts/carol').get());
    await assertFails(h.db('admin').ref('deleted_accounts').get());
  });
});
