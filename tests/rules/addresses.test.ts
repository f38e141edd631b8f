// users/{uid}/addresses: up to 10 French delivery addresses (shared AddressSchema), profile only.
import { describe, expect, test } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { MAX_ADDRESSES } from '@fohzshop/shared/schemas/user';
import { useRulesHarness } from './helpers/env.js';
import { ADDRESS, LATER } from './helpers/fixtures.js';

const h = useRulesHarness('addresses');
const alice = () => h.db('user').ref('users/alice');

const FULL = {
  label: 'Bureau',
  first_name: 'Alice',
  last_name: 'Martin',
  company: 'FōhzRide SARL',
  line1: '3 quai des Chartrons',
  line2: 'Bât. B',
  postal_code: '33000',
  city: 'Bordeaux',
  country: 'France',
  phone: '05 56 00 00 00',
};
const MINIMAL = { first_name: 'A', last_name: 'M', line1: '1', postal_code: '01000', city: 'B' };
const CORSICA = { ...MINIMAL, postal_code: '20000', city: 'Ajaccio' };
const LAST = { ...MINIMAL, postal_code: '95999', city: 'Cergy' };

describe('addresses · accepted', () => {
  test('full and minimal addresses are stored', async () => {
    await assertSucceeds(
      alice().update({ addresses: [ADDRESS, FULL, MINIMAL], updated_at: LATER }),
    );
    expect(await h.peek('users/alice/addresses')).toEqual([ADDRESS, FULL, MINIMAL]);
  });

  test('metropolitan France from 01000 to 95999, Corsica included', async () => {
    await assertSucceeds(alice().update({ addresses: [MINIMAL, CORSICA, LAST] }));
  });

  test(`up to ${MAX_ADDRESSES} addresses, not one more`, async () => {
    const list = Array.from({ length: MAX_ADDRESSES }, () => MINIMAL);
    await assertSucceeds(alice().update({ addresses: list }));
    await assertFails(alice().child(`addresses/${MAX_ADDRESSES}`).set(MINIMAL));
  });

  test('one address is edited in place, and the list removed', async () => {
    await assertSucceeds(alice().child('addresses/0/city').set('Lyon'));
    await assertSucceeds(alice().child('addresses').remove());
    expect(await h.peek('users/alice/addresses')).toBeNull();
  });
});

describe('addresses · rejected', () => {
  test.each(['first_name', 'last_name', 'line1', 'postal_code', 'city'] as const)(
    'an address without %s',
    async (field) => {
      const address: Record<string, unknown> = { ...FULL };
      delete address[field];
      await assertFails(alice().update({ addresses: [address] }));
    },
  );

  const invalid: [string, Record<string, unknown>][] = [
    ['label too long', { label: 'L'.repeat(61) }],
    ['label as a number', { label: 1 }],
    ['empty first_name', { first_name: '' }],
    ['first_name too long', { first_name: 'F'.repeat(81) }],
    ['empty last_name', { last_name: '' }],
    ['last_name too long', { last_name: 'L'.repeat(81) }],
    ['company too long', { company: 'C'.repeat(121) }],
    ['empty line1', { line1: '' }],
    ['line1 too long', { line1: 'x'.repeat(201) }],
    ['line2 too long', { line2: 'x'.repeat(201) }],
    ['postal code of 3 digits', { postal_code: '750' }],
    ['postal code with letters', { postal_code: '7500A' }],
    ['postal code as a number', { postal_code: 75002 }],
    ['overseas postal code (Guadeloupe)', { postal_code: '97100' }],
    ['overseas postal code (Polynésie)', { postal_code: '98714' }],
    ['postal code 00xxx', { postal_code: '00100' }],
    ['postal code 96xxx', { postal_code: '96000' }],
    ['empty city', { city: '' }],
    ['city too long', { city: 'V'.repeat(101) }],
    ['country other than France', { country: 'Belgique' }],
    ['phone with letters', { phone: 'bureau' }],
    ['phone too long (21 chars)', { phone: `+${'0'.repeat(20)}` }],
    ['an unknown field', { floor: 3 }],
  ];
  test.each(invalid)('%s', async (_, overrides) => {
    await assertFails(alice().update({ addresses: [{ ...FULL, ...overrides }] }));
  });

  test('addresses as a string, an address as a string, a non-numeric key', async () => {
    await assertFails(alice().update({ addresses: '12 rue de la Paix' }));
    await assertFails(alice().update({ addresses: ['12 rue de la Paix'] }));
    await assertFails(alice().child('addresses/home').set(MINIMAL));
  });

  test("another user cannot add an address to alice's profile", async () => {
    await assertFails(h.db('other').ref('users/alice/addresses/1').set(MINIMAL));
  });
});
