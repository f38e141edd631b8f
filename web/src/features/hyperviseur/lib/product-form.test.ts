import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@fohzshop/shared/messages';
import { ProductInputSchema } from '@fohzshop/shared/schemas/product';
import { SAMPLE_SAFETY } from '@fohzshop/shared/test-support/product-safety';
import { product } from '@fohzshop/shared/test-support/products';
import { frenchErrorMap } from '@fohzshop/shared/zod-messages';
import {
  ProductFormSchema,
  productInputOf,
  toFormValues,
  toProductInput,
  type ProductFormValues,
} from './product-form';

const valid = (): ProductFormValues => ({
  ...toFormValues(),
  name: 'Pneu 10 pouces',
  brand: 'FōhzShop',
  type: 'Pièce détachée',
  price: '29,90',
  stock: '12',
  images: [{ url: 'https://cdn.exemple.fr/pneu.webp' }, { url: '' }, { url: '/images/p.webp' }],
  compatible_with: ['dualtron-thunder'],
});

const errors = (values: ProductFormValues) => {
  const result = ProductFormSchema.safeParse(values, { error: frenchErrorMap });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('product form', () => {
  it('turns valid values into a ProductInput the contract accepts, empty images dropped', () => {
    expect(errors(valid())).toEqual({});
    const input = toProductInput(valid());
    expect(input).toMatchObject({
      price: 29.9,
      stock: 12,
      images: ['https://cdn.exemple.fr/pneu.webp', '/images/p.webp'],
      compatible_with: ['dualtron-thunder'],
    });
    expect(input.specs).toBeUndefined();
    expect(ProductInputSchema.safeParse(input).success).toBe(true);
  });

  it('rejects image URLs that are not http(s) with the fixed « Invalid URL » text', () => {
    const values = {
      ...valid(),
      images: [
        { url: 'ftp://exemple.fr/a.png' },
        { url: 'pneu.webp' },
        { url: '//autre-site.fr/a.png' }, // protocol-relative: another host, not a site path
        { url: '/images/pneu.webp' },
      ],
    };
    expect(errors(values)).toMatchObject({
      'images.0.url': MESSAGES.invalidUrl,
      'images.1.url': MESSAGES.invalidUrl,
      'images.2.url': MESSAGES.invalidUrl,
    });
    expect(errors(values)).not.toHaveProperty(['images.3.url']);
  });

  it('explains missing or wrong fields in French', () => {
    const e = errors({
      ...valid(),
      name: ' ',
      brand: '',
      price: '12,345',
      stock: '-1',
      old_price: 'abc',
    });
    expect(e.name).toBe('Indiquez le nom du produit.');
    expect(e.brand).toBe('Choisissez une marque.');
    expect(e.price).toBe('Le montant doit avoir au plus deux décimales.');
    expect(e.stock).toBe('Le stock est un nombre entier positif.');
    expect(e.old_price).toBeDefined();
  });

  it('keeps scooter specs and round-trips a stored product', () => {
    const scooter = product({
      product_id: 'dt',
      old_price: 1999,
      specs: { power_w: 5400, tyre_size: '11 pouces' },
      images: ['/images/dt.webp'],
    });
    const values = toFormValues(scooter);
    expect(values.images.at(-1)).toEqual({ url: '' });
    // The form always sends its photo list (here none), so removing the last photo is saved.
    expect(toProductInput(values)).toEqual({
      ...productInputOf(scooter),
      backorder: false,
      photos: [],
    });
  });

  it('leaves absent fields out of a quick edit (undefined would be sent as null)', () => {
    const input = productInputOf(
      product({
        product_id: 'x',
        old_price: undefined,
        reference_price: 99,
        safety: SAMPLE_SAFETY,
      }),
    );
    expect(Object.keys(input)).not.toContain('old_price');
    expect(Object.keys(input)).not.toContain('reference_price');
    expect(Object.keys(input)).not.toContain('specs');
    expect(ProductInputSchema.safeParse(input).success).toBe(true);
  });
});
