// The « Sécurité et conformité » fields of the product form: required for a scooter or a battery
// before the server is asked, each field checked with the shared rules, and a stored block
// round-trips through the form unchanged.
import { describe, expect, it } from 'vitest';
import { SAFETY_MESSAGES } from '@fohzshop/shared/catalog/product-safety';
import { SAMPLE_SAFETY } from '@fohzshop/shared/test-support/product-safety';
import { product } from '@fohzshop/shared/test-support/products';
import { frenchErrorMap } from '@fohzshop/shared/zod-messages';
import { ProductFormSchema, productInputOf, toFormValues, toProductInput } from './product-form';

const errors = (values: ReturnType<typeof toFormValues>) => {
  const result = ProductFormSchema.safeParse(values, { error: frenchErrorMap });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

const scooter = product({ product_id: 'dt', safety: SAMPLE_SAFETY, eco_fee_cents: 250 });

describe('product form: safety and éco-participation', () => {
  it('round-trips a stored block and the fee (warnings one per line, fee in euros)', () => {
    const values = toFormValues(scooter);
    expect(values.safety.warnings.split('\n')).toEqual(SAMPLE_SAFETY.warnings);
    expect(values.eco_fee).toBe('2,5');
    expect(errors(values)).toEqual({});
    // The form always sends its photo list (here none), so removing the last photo is saved.
    expect(toProductInput(values)).toEqual({
      ...productInputOf(scooter),
      backorder: false,
      photos: [],
    });
  });

  it('asks for the block for a scooter or a battery, not for another part', () => {
    const empty = toFormValues({ ...scooter, safety: undefined });
    expect(errors(empty)['safety.manufacturer.name']).toMatch(/règlement GPSR/);
    const battery = { ...empty, type: 'Pièce détachée', name: 'Batterie 60 V 25 Ah' };
    expect(errors(battery)['safety.manufacturer.name']).toMatch(/règlement GPSR/);
    expect(errors({ ...battery, name: 'Pneu 10 pouces' })).toEqual({});
  });

  it('checks each field: EU responsible person, e-mail, country code, fee within the price', () => {
    const values = toFormValues(scooter);
    const blank = { name: '', address: '', email: '', country: '' };
    const noEuPerson = { ...values, safety: { ...values.safety, eu_responsible: blank } };
    expect(errors(noEuPerson)['safety.eu_responsible']).toMatch(/hors de l’Union européenne/);
    const manufacturer = { ...values.safety.manufacturer, email: 'pas-un-mail', country: 'Corée' };
    const bad = errors({ ...values, safety: { ...values.safety, manufacturer } });
    expect(Object.keys(bad).sort()).toEqual([
      'safety.manufacturer.country',
      'safety.manufacturer.email',
    ]);
    expect(errors({ ...values, eco_fee: '200' })).toEqual({
      eco_fee: SAFETY_MESSAGES.ecoFeeAbovePrice,
    });
  });
});
