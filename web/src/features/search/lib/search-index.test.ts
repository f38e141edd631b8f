import { describe, expect, it } from 'vitest';
import { filterByGarage } from '@fohzshop/shared/catalog/compatibility';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import { search } from '@fohzshop/shared/search';
import { narrowIndex, searchCards, searchIndex } from './search-index';

const TYPES = ['Trottinette électrique', 'Pièce détachée', 'Pièce compétition'] as const;
const BRANDS = ['Dualtron', 'Kaabo', 'Nami', 'FōhzShop', 'Teverun'] as const;
const WORDS = ['Pneu', 'Chambre à air', 'Frein', 'Contrôleur', 'Thunder', 'Mantis', 'Écran'];

// 5,000 cards as the catalogue's search index will hold them, with many ties on views.
const cards: ListingProduct[] = Array.from({ length: 5000 }, (_, i) => ({
  product_id: `p${String(i).padStart(4, '0')}`,
  name: `${WORDS[i % WORDS.length]} ${i % 13} pouces n°${i}`,
  brand: BRANDS[i % BRANDS.length]!,
  type: TYPES[i % TYPES.length]!,
  price: 10 + (i % 400),
  stock: i % 4,
  views: i % 50,
  created_at: '2025-01-01T00:00:00.000Z',
  images: [],
  ...(i % 3 !== 0 && { compatible_with: [`p${String((i * 7) % 5000).padStart(4, '0')}`] }),
}));

const QUERIES = [
  '',
  ' ',
  'p',
  'pn',
  'pneu',
  'PNEU 12',
  'chambre a air',
  'nami',
  'fohz',
  'ecran 3',
  'zzz',
];

describe('searchCards', () => {
  const index = searchIndex(cards);

  it('gives exactly what the shared search() gives', () => {
    for (const query of QUERIES) expect(searchCards(query, index)).toEqual(search(query, cards));
  });

  it('narrows to the garage as filterByGarage does', () => {
    const garage = ['p0000', 'p0003', 'p0021'];
    const narrowed = narrowIndex(index, garage);
    for (const query of QUERIES) {
      expect(searchCards(query, narrowed)).toEqual(search(query, filterByGarage(cards, garage)));
    }
  });

  it('answers a keystroke over 5,000 cards well within 50 ms', () => {
    searchCards('warm up', index);
    for (const query of ['p', 'pn', 'pne', 'pneu', 'pneu c', 'pneu ch']) {
      const start = performance.now();
      searchCards(query, index);
      expect(performance.now() - start).toBeLessThan(50);
    }
  });
});
