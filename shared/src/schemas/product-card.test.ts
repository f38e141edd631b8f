import { describe, expect, it } from 'vitest';
import { compatibleEntriesOf, parseStoredCard } from './product-card';

const card = { n: 'Pneu 10"', b: 'Dualtron', t: 'Pièce détachée', p: 3490, s: 4, v: 2, c: 1 };

describe('stored cards read back by the server', () => {
  it('reads a card as cardOf writes it, and a part list with holes as the list it stands for', () => {
    expect(parseStoredCard(card)).toEqual(card);
    expect(parseStoredCard({ ...card, w: { 0: 'thunder-3', 2: 'mantis' } })).toEqual({
      ...card,
      w: ['thunder-3', 'mantis'],
    });
  });

  it('reads a card with a field too many, too few or of the wrong kind as unreadable', () => {
    expect(parseStoredCard({ ...card, x: 1 })).toBeNull();
    const { s: _stock, ...noStock } = card;
    expect(parseStoredCard(noStock)).toBeNull();
    expect(parseStoredCard({ ...card, p: '34,90' })).toBeNull();
    expect(parseStoredCard('junk')).toBeNull();
  });

  it('flattens the compatible-parts index, an unreadable count as null, skipping non-maps', () => {
    const flat = compatibleEntriesOf({ mantis: { p1: 3, p2: 'x' }, stray: 7 });
    expect([...flat]).toEqual([
      ['mantis/p1', 3],
      ['mantis/p2', null],
    ]);
    expect(compatibleEntriesOf('junk').size).toBe(0);
  });
});
