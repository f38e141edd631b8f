import { describe, expect, it } from 'vitest';
import { EMPTY_PROMOTION_FORM, formOf, promotionInput } from './promotion-form';

describe('promotion form', () => {
  it('turns euros into cents and Paris wall-clock dates into instants', () => {
    const result = promotionInput({
      ...EMPTY_PROMOTION_FORM,
      code: 'ete2026',
      kind: 'amount',
      value: '50,00',
      min_basket: '500',
      types: ['Trottinette électrique'],
      starts_local: '2026-06-21T00:00',
      ends_local: '2026-08-31T23:59',
    });
    expect(result).toMatchObject({
      ok: true,
      input: {
        code: 'ETE2026',
        value: 5000,
        min_basket_cents: 50_000,
        starts_at: '2026-06-20T22:00:00.000Z',
        ends_at: '2026-08-31T21:59:00.000Z',
        scope: { types: ['Trottinette électrique'], brands: [], products: [] },
      },
    });
    if (result.ok)
      expect(formOf({ ...result.input, created_at: 'x', updated_at: 'x' })).toMatchObject({
        value: '50,00',
        ends_local: '2026-08-31T23:59',
      });
  });

  it('puts the shared schema’s French messages on the form’s fields', () => {
    const result = promotionInput({ ...EMPTY_PROMOTION_FORM, code: 'x', value: '150' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues.map((i) => i.field).sort()).toEqual(['code', 'value']);
      expect(result.issues.find((i) => i.field === 'value')?.message).toBe(
        'Un pourcentage va de 1 à 100 %.',
      );
    }
  });
});
