// users/{uid}/garage (« Mon garage »): scooter ids → true, on an existing record, owner only.
import { describe, expect, test } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { useRulesHarness } from './helpers/env.js';

const h = useRulesHarness('garage');
const garageOf = (uid: string) => h.db('user').ref(`users/${uid}/garage`);

describe('users · garage', () => {
  test('the owner keeps the scooters they own (existing scooter products)', async () => {
    await assertSucceeds(garageOf('alice').set({ p1: true }));
    expect(await h.peek('users/alice/garage')).toEqual({ p1: true });
    await assertSucceeds(garageOf('alice').child('p1').remove());
    expect(await h.peek('users/alice/garage')).toBeNull();
  });

  const invalid: [string, Record<string, unknown>][] = [
    ['a part (not a scooter)', { p2: true }],
    ['a product that does not exist', { nope: true }],
    ['a value other than true', { p1: 'oui' }],
    ['false', { p1: false }],
  ];
  test.each(invalid)('rejects %s', async (_, value) => {
    await assertFails(garageOf('alice').set(value));
  });

  test("another user's garage and a garage without a user record are refused", async () => {
    await assertFails(garageOf('bob').set({ p1: true }));
    await assertFails(h.as('carol').ref('users/carol/garage').set({ p1: true }));
  });
});
