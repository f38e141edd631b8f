// The form that changes the addresses of an unpaid order: delivery checked with the shared
// ShippingAddressSchema (metropolitan postal codes), billing — when the customer is billed
// elsewhere — with AddressSchema (any French postal code), as adminUpdateOrder checks them.
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { CallableRequest } from '@fohzshop/shared/contracts/define';
import type { adminUpdateOrder } from '@fohzshop/shared/contracts/orders';
import type { Order } from '@fohzshop/shared/schemas/order';
import { AddressSchema, ShippingAddressSchema, type Address } from '@fohzshop/shared/schemas/user';
import { frenchErrorMap } from '@fohzshop/shared/zod-messages';
import { EMPTY_ADDRESS } from './user-form';

const WithBilling = z.object({
  shipping_address: ShippingAddressSchema,
  billing_address: AddressSchema,
});
const WithoutBilling = z.object({ shipping_address: ShippingAddressSchema });

export type AddressFormValues = {
  shipping_address: typeof EMPTY_ADDRESS;
  /** The customer is billed at another address than the delivery one. */
  separate_billing: boolean;
  billing_address: typeof EMPTY_ADDRESS;
};
export type AddressFormOutput = z.output<typeof WithoutBilling> & {
  billing_address?: z.output<typeof AddressSchema>;
};

// Each schema reads the part of the form values it checks (its output is an AddressFormOutput).
const resolverOf = (schema: typeof WithBilling | typeof WithoutBilling) =>
  zodResolver(schema, { error: frenchErrorMap }) as unknown as Resolver<
    AddressFormValues,
    unknown,
    AddressFormOutput
  >;
const withBilling = resolverOf(WithBilling);
const withoutBilling = resolverOf(WithoutBilling);

/** Billing fields are checked only when the customer is billed at another address. */
export const addressFormResolver: Resolver<AddressFormValues, unknown, AddressFormOutput> = (
  values,
  context,
  options,
) => (values.separate_billing ? withBilling : withoutBilling)(values, context, options);

const formAddress = (address: Address | undefined) => ({ ...EMPTY_ADDRESS, ...address });

export const toAddressFormValues = (order: Order): AddressFormValues => ({
  shipping_address: formAddress(order.shipping_address),
  separate_billing: order.billing_address !== undefined,
  billing_address: formAddress(order.billing_address),
});

/** Empty optional fields are dropped: the database stores no empty field. */
const compact = <T extends Address>(address: T): T =>
  Object.fromEntries(Object.entries(address).filter(([, v]) => v !== '' && v !== undefined)) as T;

/**
 * The request to send. An order keeps a billing address once it has one (the callable sets it,
 * never removes it): billed at the delivery address again means the same address for both.
 */
export function toAddressRequest(
  order: Order,
  values: AddressFormOutput,
): CallableRequest<typeof adminUpdateOrder> {
  const shipping = compact(values.shipping_address);
  const billing = values.billing_address && compact(values.billing_address);
  return {
    order_id: order.order_id,
    shipping_address: shipping,
    ...(billing
      ? { billing_address: billing }
      : order.billing_address && { billing_address: shipping }),
  };
}
