import { describe, expect, it } from 'vitest';
import { MAX_CART_LINES } from '@fohzshop/shared/constants';
import { product } from '@fohzshop/shared/test-support/products';
import { mergeCarts } from './merge-carts';

const at = (minute: number) => `2025-06-15T12:${String(minute).padStart(2, '0')}:00.000Z`;
const line = (quantity: number, minute = 0) => ({ quantity, added_at: at(minute) });

const catalogue = {
  pneu: product({ product_id: 'pneu', stock: 10 }),
  frein: product({ product_id: 'frein', stock: 3 }),
  mantis: product({ product_id: 'mantis', stock: 0, backorder: true }),
  wolf: product({ product_id: 'wolf', stock: 0 }),
};

describe('mergeCarts', () => {
  it('sums the quantities of a product in both carts and keeps the account date', () => {
    const merge = mergeCarts({ pneu: line(2, 1) }, { pneu: line(3, 5) }, catalogue);
    expect(merge.items).toEqual({ pneu: line(5, 1) });
    expect(merge.changed).toEqual({ pneu: line(5, 1) });
    expect(merge.dropped).toEqual([]);
  });

  it('caps a summed line by the stock, and by 99 for products on backorder', () => {
    const merge = mergeCarts(
      { frein: line(2, 1), mantis: line(60, 2) },
      { frein: line(4, 3), mantis: line(60, 4) },
      catalogue,
    );
    expect(merge.items.frein?.quantity).toBe(3);
    expect(merge.items.mantis?.quantity).toBe(99);
  });

  it('keeps an out-of-stock line from the device at quantity 1 (flagged on the cart page)', () => {
    const merge = mergeCarts({}, { wolf: line(4) }, catalogue);
    expect(merge.items).toEqual({ wolf: line(1) });
  });

  it('adds device-only lines, leaves account-only lines untouched, oldest first', () => {
    const merge = mergeCarts({ frein: line(9, 10) }, { pneu: line(1, 2) }, catalogue);
    expect(Object.keys(merge.items)).toEqual(['pneu', 'frein']);
    expect(merge.items.frein?.quantity).toBe(9);
    expect(merge.changed).toEqual({ pneu: line(1, 2) });
  });

  it('writes nothing when the same quantity is already on the account', () => {
    const merge = mergeCarts({ frein: line(3) }, { frein: line(2) }, catalogue);
    expect(merge.changed).toEqual({});
    expect(merge.items.frein?.quantity).toBe(3);
  });

  it('drops device lines of products the catalogue no longer has', () => {
    const merge = mergeCarts({}, { ghost: line(1), pneu: line(1) }, catalogue);
    expect(Object.keys(merge.items)).toEqual(['pneu']);
    expect(merge.dropped).toEqual(['ghost']);
  });

  it('without a catalogue, keeps every line and caps by 99 only', () => {
    const merge = mergeCarts({ ghost: line(90) }, { ghost: line(20), pneu: line(1) }, undefined);
    expect(merge.items.ghost?.quantity).toBe(99);
    expect(merge.items.pneu?.quantity).toBe(1);
  });

  it('never goes beyond MAX_CART_LINES products', () => {
    const account = Object.fromEntries(
      Array.from({ length: MAX_CART_LINES - 1 }, (_, i) => [`a${i}`, line(1)]),
    );
    const merge = mergeCarts(account, { pneu: line(1, 1), frein: line(1, 2) }, undefined);
    expect(Object.keys(merge.items)).toHaveLength(MAX_CART_LINES);
    expect(merge.items.pneu).toBeDefined();
    expect(merge.dropped).toEqual(['frein']);
  });
});
