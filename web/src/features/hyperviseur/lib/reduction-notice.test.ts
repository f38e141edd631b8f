import { describe, expect, it } from 'vitest';
import { product } from '@fohzshop/shared/test-support/products';
import { OLD_PRICE_HELP, storedReductionNotice, verdictNotice } from './reduction-notice';

describe('reduction notice of the product form', () => {
  it('explains an old_price the history does not justify, with the lawful reference', () => {
    expect(storedReductionNotice(undefined)).toBe(OLD_PRICE_HELP);
    expect(storedReductionNotice(product({ price: 4290 }))).toBe(OLD_PRICE_HELP);
    expect(
      storedReductionNotice(product({ price: 4290, old_price: 4990, reference_price: 4590 })),
    ).toMatch(/^Prix barré non affiché : .*L112-1-1.*soit 4\u202f590,00\u00a0€\.$/);
    expect(storedReductionNotice(product({ price: 4290, old_price: 4590 }))).toMatch(
      /ne justifie aucune réduction/,
    );
    expect(
      storedReductionNotice(product({ price: 4290, old_price: 4590, reference_price: 4590 })),
    ).toBe('Réduction affichée : 4\u202f590,00\u00a0€ barré, -6 %.');
  });

  it('turns the server’s refusal into the warning shown after a save', () => {
    expect(verdictNotice(undefined)).toBeUndefined();
    expect(verdictNotice({ status: 'none' })).toBeUndefined();
    expect(verdictNotice({ status: 'shown', reference_cents: 459_000 })).toBeUndefined();
    expect(
      verdictNotice({ status: 'refused', lawful_cents: 459_000, lowest_cents: 399_000 }),
    ).toMatch(/soit 4\u202f590,00\u00a0€\.$/);
    expect(verdictNotice({ status: 'refused', lawful_cents: null, lowest_cents: 8_000 })).toMatch(
      /Prix le plus bas des 30 derniers jours : 80,00\u00a0€\.$/,
    );
  });
});
