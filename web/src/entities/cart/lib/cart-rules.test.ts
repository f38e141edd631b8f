import { describe, expect, it } from 'vitest';
import { MAX_CART_LINES } from '@fohzshop/shared/constants';
import { product } from '@fohzshop/shared/test-support/products';
import { parseCartItems } from './cart-items';
import { CART_ERRORS, CartError, addedLine, changedLine, withLine } from './cart-rules';

const NOW = '2025-06-15T12:00:00.000Z';
const line = (quantity: number, added_at = NOW) => ({ quantity, added_at });

describe('parseCartItems', () => {
  it('keeps valid lines oldest first and drops malformed ones one by one', () => {
    const items = parseCartItems({
      b: line(2, '2025-06-15T12:05:00.000Z'),
      a: line(1, '2025-06-15T12:01:00.000Z'),
      zero: line(0),
      float: line(1.5),
      big: line(100),
      'bad/key': line(1),
      date: { quantity: 1, added_at: 'hier' },
      extra: { ...line(1), price: 1 },
    });
    expect(Object.keys(items)).toEqual(['a', 'b']);
  });

  it('reads anything else as an empty cart, and keeps at most MAX_CART_LINES lines', () => {
    expect(parseCartItems(null)).toEqual({});
    expect(parseCartItems([line(1)])).toEqual({});
    expect(parseCartItems('x')).toEqual({});
    const many = Object.fromEntries(
      Array.from({ length: MAX_CART_LINES + 5 }, (_, i) => [`p${i}`, line(1)]),
    );
    expect(Object.keys(parseCartItems(many))).toHaveLength(MAX_CART_LINES);
  });
});

describe('addedLine', () => {
  const stock3 = product({ product_id: 'frein', stock: 3 });

  it('sums with the line already there and keeps its date', () => {
    const items = { frein: line(1, '2025-01-01T00:00:00.000Z') };
    expect(addedLine(items, 'frein', 1, stock3, NOW)).toEqual(line(2, '2025-01-01T00:00:00.000Z'));
  });

  it('caps by the stock, and refuses once the stock is in the cart', () => {
    expect(addedLine({}, 'frein', 5, stock3, NOW).quantity).toBe(3);
    expect(() => addedLine({ frein: line(3) }, 'frein', 1, stock3, NOW)).toThrow(
      CART_ERRORS.maxReached(3),
    );
  });

  it('refuses an out-of-stock product, a bad quantity or id, and a 51st product', () => {
    const wolf = product({ product_id: 'wolf', stock: 0 });
    expect(() => addedLine({}, 'wolf', 1, wolf, NOW)).toThrow(CART_ERRORS.outOfStock);
    for (const quantity of [0, -1, 1.5, 100, Number.NaN]) {
      expect(() => addedLine({}, 'frein', quantity, stock3, NOW)).toThrow(
        CART_ERRORS.invalidQuantity,
      );
    }
    expect(() => addedLine({}, 'a/b', 1, undefined, NOW)).toThrow(CartError);
    const full = Object.fromEntries(
      Array.from({ length: MAX_CART_LINES }, (_, i) => [`p${i}`, line(1)]),
    );
    expect(() => addedLine(full, 'frein', 1, stock3, NOW)).toThrow(CART_ERRORS.tooManyLines);
    expect(addedLine(full, 'p0', 1, undefined, NOW).quantity).toBe(2);
  });

  it('caps by 99 when the catalogue does not know the product', () => {
    expect(addedLine({ x: line(98) }, 'x', 5, undefined, NOW).quantity).toBe(99);
  });
});

describe('changedLine', () => {
  const stock3 = product({ product_id: 'frein', stock: 3 });

  it('lowers freely and raises within the stock only', () => {
    expect(changedLine({ frein: line(5) }, 'frein', 4, stock3).quantity).toBe(4);
    expect(changedLine({ frein: line(1) }, 'frein', 3, stock3).quantity).toBe(3);
    expect(() => changedLine({ frein: line(3) }, 'frein', 4, stock3)).toThrow(
      CART_ERRORS.tooMany(3),
    );
  });

  it('refuses a product not in the cart and a quantity outside 1–99', () => {
    expect(() => changedLine({}, 'frein', 1, stock3)).toThrow(CART_ERRORS.notInCart);
    expect(() => changedLine({ frein: line(1) }, 'frein', 0, stock3)).toThrow(
      CART_ERRORS.invalidQuantity,
    );
  });
});

describe('withLine', () => {
  it('appends new lines, updates in place and removes', () => {
    const items = withLine(withLine({}, 'a', line(1)), 'b', line(1));
    expect(Object.keys(withLine(items, 'a', line(4)))).toEqual(['a', 'b']);
    expect(withLine(items, 'a', null)).toEqual({ b: line(1) });
  });
});
