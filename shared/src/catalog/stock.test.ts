import { describe, expect, it } from 'vitest';
import { isPurchasable, maxOrderableQuantity, stockState } from './stock';

describe('stockState', () => {
  it('labels the three states', () => {
    expect(stockState({ stock: 3 })).toBe('En stock');
    expect(stockState({ stock: 0 })).toBe('Rupture de stock');
    expect(stockState({ stock: 0, backorder: true })).toBe('Sur commande');
    expect(stockState({ stock: 2, backorder: true })).toBe('En stock');
  });
  it('says what can be bought and how many', () => {
    expect(isPurchasable({ stock: 0 })).toBe(false);
    expect(isPurchasable({ stock: 0, backorder: true })).toBe(true);
    expect(maxOrderableQuantity({ stock: 3 })).toBe(3);
    expect(maxOrderableQuantity({ stock: 500 })).toBe(99);
    expect(maxOrderableQuantity({ stock: 0 })).toBe(0);
    expect(maxOrderableQuantity({ stock: 2, backorder: true })).toBe(99);
  });
});
