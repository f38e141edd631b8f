// carts/{uid}: owner-only, items {quantity: integer 1–99, added_at} of existing products.
import { describe, expect, test } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { CART_MAX_QUANTITY } from '@fohzshop/shared/constants';
import { useRulesHarness } from './helpers/env.js';
import { LATER, NOW, cart, cartItem } from './helpers/fixtures.js';

const h = useRulesHarness('carts');
const aliceCart = () => h.db('user').ref('carts/alice');

describe('carts · owner writes', () => {
  test('a full cart with existing products is accepted', async () => {
    const value = cart({ p1: cartItem(1), p2: cartItem(CART_MAX_QUANTITY) });
    await assertSucceeds(aliceCart().set(value));
    expect(await h.peek('carts/alice')).toEqual(value);
  });

  test('dates with a UTC offset are accepted (ISO 8601 like the shared schema)', async () => {
    const value = {
      items: { p1: { quantity: 1, added_at: '2026-03-14T10:30:00+01:00' } },
      updated_at: '2026-03-14T10:30:00.5+01:00',
    };
    await assertSucceeds(aliceCart().set(value));
  });

  test('a new user creates a cart', async () => {
    await assertSucceeds(
      h
        .as('carol')
        .ref('carts/carol')
        .set(cart({ p2: cartItem(2) })),
    );
  });

  test('quantity changes, item added and removed with updated_at', async () => {
    await assertSucceeds(aliceCart().update({ 'items/p1/quantity': 4, updated_at: LATER }));
    await assertSucceeds(aliceCart().update({ 'items/p2': cartItem(1), updated_at: LATER }));
    await assertSucceeds(aliceCart().update({ 'items/p1': null, updated_at: LATER }));
    expect(await h.peek('carts/alice/items')).toEqual({ p2: cartItem(1) });
  });

  test('the cart may be emptied (items removed) and deleted', async () => {
    await assertSucceeds(aliceCart().update({ items: null, updated_at: LATER }));
    await assertSucceeds(aliceCart().remove());
    expect(await h.peek('carts/alice')).toBeNull();
  });
});

describe('carts · invalid shapes', () => {
  const badQuantities: [string, unknown][] = [
    ['0', 0],
    ['-1', -1],
    [String(CART_MAX_QUANTITY + 1), CART_MAX_QUANTITY + 1],
    ['1.5', 1.5],
    ["'2' (string)", '2'],
    ['true', true],
  ];
  test.each(badQuantities)('rejects quantity %s', async (_, quantity) => {
    await assertFails(aliceCart().set(cart({ p1: cartItem(quantity) })));
    await assertFails(aliceCart().child('items/p1/quantity').set(quantity));
  });

  test('rejects a product that does not exist', async () => {
    await assertFails(aliceCart().set(cart({ ghost: cartItem(1) })));
    await assertFails(aliceCart().update({ 'items/ghost': cartItem(1), updated_at: LATER }));
  });

  const badItems: [string, unknown][] = [
    ['an extra item field', { quantity: 1, added_at: NOW, price: 0.01 }],
    ['no added_at', { quantity: 1 }],
    ['no quantity', { added_at: NOW }],
    ['added_at not ISO', { quantity: 1, added_at: 'hier' }],
    ['added_at too long', { quantity: 1, added_at: `2026-03-14T09:30:00.${'0'.repeat(30)}Z` }],
    ['an item that is a number', 3],
  ];
  test.each(badItems)('rejects %s', async (_, item) => {
    await assertFails(aliceCart().set(cart({ p1: item })));
  });

  test('rejects an unknown field on the cart', async () => {
    await assertFails(aliceCart().set({ ...cart({ p1: cartItem(1) }), coupon: 'FREE' }));
    await assertFails(aliceCart().child('discount').set(100));
  });

  test('rejects a cart without updated_at', async () => {
    await assertFails(aliceCart().set({ items: { p1: cartItem(1) } }));
    await assertFails(aliceCart().child('updated_at').remove());
  });

  test.each([12, 'hier', '2026-03-14', `2026-03-14T09:30:00.${'0'.repeat(30)}Z`])(
    'rejects updated_at %j',
    async (updatedAt) => {
      await assertFails(aliceCart().update({ updated_at: updatedAt }));
    },
  );
});

describe("carts · someone else's cart", () => {
  test('another user can neither read nor write it', async () => {
    await assertFails(h.db('other').ref('carts/alice').get());
    await assertFails(
      h
        .db('other')
        .ref('carts/alice')
        .set(cart({ p1: cartItem(1) })),
    );
    await assertFails(h.db('other').ref('carts/alice/items/p1/quantity').set(2));
    await assertFails(h.db('other').ref('carts/alice').remove());
  });

  test('admins and visitors can neither read nor write it', async () => {
    for (const actor of ['admin', 'visitor'] as const) {
      await assertFails(h.db(actor).ref('carts/alice').get());
      await assertFails(h.db(actor).ref('carts/alice/items/p2').set(cartItem(1)));
    }
  });
});
