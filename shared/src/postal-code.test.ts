import { describe, expect, it } from 'vitest';
import { placeOrder } from './contracts/orders';
import { isMetropolitanPostalCode, METROPOLITAN_ONLY_MESSAGE } from './postal-code';
import {
  AddressSchema,
  MetropolitanPostalCodeSchema,
  ShippingAddressSchema,
  UserProfileUpdateSchema,
  UserSchema,
} from './schemas/user';

const address = {
  first_name: 'Léa',
  last_name: 'Martin',
  line1: '1 rue de la Paix',
  postal_code: '75002',
  city: 'Paris',
};
const messages = (code: string) =>
  MetropolitanPostalCodeSchema.safeParse(code).error?.issues.map((i) => i.message) ?? [];

describe('metropolitan postal codes', () => {
  it.each(['01000', '20000', '20090', '20600', '33000', '75002', '95999', ' 69001 '])(
    'delivers to %s',
    (code) => {
      expect(isMetropolitanPostalCode(code)).toBe(true);
      expect(MetropolitanPostalCodeSchema.safeParse(code).success).toBe(true);
    },
  );

  it.each(['00000', '00999', '96000', '96999', '97100', '97400', '97600', '98000', '98714'])(
    'refuses %s with the French message',
    (code) => {
      expect(isMetropolitanPostalCode(code)).toBe(false);
      expect(messages(code)).toEqual([METROPOLITAN_ONLY_MESSAGE]);
    },
  );

  it('says « 5 chiffres » (only) for a malformed code', () => {
    expect(messages('750')).toEqual(['Code postal invalide (5 chiffres).']);
    expect(messages('7500A')).toEqual(['Code postal invalide (5 chiffres).']);
  });
});

describe('shipping vs billing addresses', () => {
  const overseas = { ...address, postal_code: '97100', city: 'Basse-Terre' };

  it('a shipping address must be metropolitan; billing may be anywhere in France', () => {
    expect(ShippingAddressSchema.safeParse(address).success).toBe(true);
    expect(ShippingAddressSchema.safeParse(overseas).success).toBe(false);
    expect(AddressSchema.safeParse(overseas).success).toBe(true);
  });

  it('placeOrder refuses an overseas delivery but accepts an overseas billing address', () => {
    const request = {
      idempotency_key: 'k'.repeat(20),
      payment_method: 'bank_transfer',
      accept_terms: true,
    };
    const refused = placeOrder.request.safeParse({ ...request, shipping_address: overseas });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['shipping_address.postal_code', METROPOLITAN_ONLY_MESSAGE],
    ]);
    const billed = placeOrder.request.safeParse({
      ...request,
      shipping_address: address,
      billing_address: overseas,
    });
    expect(billed.error?.issues).toBeUndefined();
  });

  it('the address book holds delivery addresses, yet an older one still reads', () => {
    expect(UserProfileUpdateSchema.safeParse({ addresses: [overseas] }).success).toBe(false);
    expect(UserProfileUpdateSchema.safeParse({ addresses: [address] }).success).toBe(true);
    const user = {
      user_id: 'u1',
      email: '',
      first_name: '',
      last_name: '',
      phone: '',
      role: '',
      admin: false,
      addresses: [overseas],
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    expect(UserSchema.safeParse(user).success).toBe(true);
  });
});
