import { describe, expect, it } from 'vitest';
import type { Order } from '@fohzshop/shared/schemas/order';
import {
  addressFormResolver,
  toAddressFormValues,
  toAddressRequest,
  type AddressFormValues,
} from './order-address-form';

const address = {
  first_name: 'Lucas',
  last_name: 'Martin',
  line1: '8 avenue Jean Jaurès',
  postal_code: '13005',
  city: 'Marseille',
  country: 'France' as const,
};
const order = { order_id: 'o1', number: 'FZ-2026-000001', shipping_address: address } as Order;

const resolve = (values: AddressFormValues) =>
  addressFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('order address form', () => {
  it('refuses an overseas delivery postal code in French, but bills anywhere in France', async () => {
    const values = toAddressFormValues(order);
    values.shipping_address.postal_code = '97400';
    const refused = await resolve(values);
    expect(refused.errors.shipping_address?.postal_code?.message).toMatch(/France métropolitaine/);

    const billed = toAddressFormValues(order);
    billed.separate_billing = true;
    billed.billing_address = { ...billed.billing_address, ...address, postal_code: '97400' };
    const accepted = await resolve(billed);
    expect(accepted.errors).toEqual({});
    expect(toAddressRequest(order, accepted.values as never)).toEqual({
      order_id: 'o1',
      shipping_address: address,
      billing_address: { ...address, postal_code: '97400' },
    });
  });

  it('checks billing fields only when billed elsewhere, and drops empty optional fields', async () => {
    const values = toAddressFormValues(order);
    expect(values.separate_billing).toBe(false);
    values.shipping_address.city = 'Aix-en-Provence';
    const result = await resolve(values);
    expect(result.errors).toEqual({});
    expect(toAddressRequest(order, result.values as never)).toEqual({
      order_id: 'o1',
      shipping_address: { ...address, city: 'Aix-en-Provence' },
    });
    values.separate_billing = true;
    const missing = await resolve(values);
    expect(missing.errors.billing_address?.line1?.message).toEqual(expect.any(String));
  });

  it('bills at the delivery address again when an order had a separate billing address', async () => {
    const billed = {
      ...order,
      billing_address: { ...address, city: 'Lyon', postal_code: '69001' },
    };
    const values = toAddressFormValues(billed);
    expect(values.separate_billing).toBe(true);
    values.separate_billing = false;
    const result = await resolve(values);
    expect(toAddressRequest(billed, result.values as never)).toEqual({
      order_id: 'o1',
      shipping_address: address,
      billing_address: address,
    });
  });
});
