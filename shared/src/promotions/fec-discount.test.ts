// The FEC of a sale with a promotion code: goods at list price on 707, the discount on its own
// account 709 « Rabais, remises et ristournes accordés », VAT on what was paid, balanced.
import { describe, expect, it } from 'vitest';
import { buildFec } from '../ledger/fec';
import { balances, entry, moves, YEAR } from '../test-support/ledger';

describe('FEC of a discounted sale', () => {
  it('books the discount on 709, the goods at list price on 707, the VAT on what was paid', () => {
    // 1 200,00 € of goods, BIENVENUE10 takes 120,00 €: 1 080,00 € paid.
    const sale = entry({
      amount: 1080,
      order_id: 'order-1',
      automatic: 'payment',
      piece_ref: 'FA-2026-000009',
      discount_amount: 120,
    });
    const text = buildFec([sale], YEAR);
    const sale0 = moves(text).filter((row) => row[0] === 'VT');
    const line = (account: string) => sale0.find((row) => row[3] === account)?.slice(5, 7);
    expect(line('411000')).toEqual(['1080,00', '0,00']);
    expect(line('707000')).toEqual(['0,00', '1000,00']); // 1 200 TTC at list price → 1 000 HT
    expect(line('709000')).toEqual(['100,00', '0,00']); // 120 TTC of discount → 100 HT
    expect(line('445710')).toEqual(['0,00', '180,00']); // VAT of the 1 080 paid
    expect(text).toContain('Rabais, remises et ristournes accordés');
    for (const [, sum] of balances(text)) expect(sum).toBe(0);
  });

  it('a sale without a code has no 709 line', () => {
    expect(buildFec([entry({ automatic: 'payment', order_id: 'o' })], YEAR)).not.toContain(
      '709000',
    );
  });
});
