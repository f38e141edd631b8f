import { describe, expect, it } from 'vitest';
import { paginate } from '@fohzshop/shared/catalog/paging';
import { countText } from './result-count';

const list = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('countText', () => {
  it('counts a listing that fits on one page', () => {
    expect(countText(paginate([], 1))).toBe('Aucun produit');
    expect(countText(paginate(list(1), 1))).toBe('1 produit');
    expect(countText(paginate(list(24), 1))).toBe('24 produits');
  });

  it('says which products the page shows, in French', () => {
    expect(countText(paginate(list(130), 2))).toBe('25–48 sur 130 produits');
    expect(countText(paginate(list(130), 6))).toBe('121–130 sur 130 produits');
    expect(countText(paginate(list(25), 2))).toBe('25–25 sur 25 produits');
    expect(countText(paginate(list(5016), 1)).replace(/\s/g, ' ')).toBe('1–24 sur 5 016 produits');
  });
});
