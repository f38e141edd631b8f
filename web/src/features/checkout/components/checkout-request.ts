// The checkout form's values and how they become a placeOrder request. Addresses are checked
// with the shared schemas (delivery: ShippingAddressSchema, metropolitan France only; billing:
// AddressSchema, anywhere in France) and the instalment range with the shared rule, so the customer
// sees, beside each field, the French message the server would otherwise send back.
import type { CallableRequest } from '@fohzshop/shared/contracts/define';
import type { placeOrder } from '@fohzshop/shared/contracts/orders';
import { INSTALMENT_COUNTS, type InstalmentCount } from '@fohzshop/shared/constants';
import { instalmentIneligibility } from '@fohzshop/shared/instalments';
import { ORDER_MESSAGES } from '@fohzshop/shared/order-messages';
import type { PaymentMethod } from '@fohzshop/shared/schemas/order';
import { AddressSchema, ShippingAddressSchema, type Address } from '@fohzshop/shared/schemas/user';
import { frenchFieldMessage } from '@fohzshop/shared/zod-messages';

export type AddressDraft = {
  first_name: string;
  last_name: string;
  company: string;
  line1: string;
  line2: string;
  postal_code: string;
  city: string;
  phone: string;
};

/** `shipping_choice` of a new address (otherwise the index of a saved address). */
export const NEW_ADDRESS = 'new';

export type CheckoutValues = {
  shipping_choice: string;
  shipping: AddressDraft;
  billing_same: boolean;
  billing: AddressDraft;
  payment_method: PaymentMethod;
  /** Radio values are strings. */
  instalments: `${InstalmentCount}`;
  /** Offered with a scooter only: the free 1-for-1 take-back of the old one. */
  take_back: boolean;
  accept_terms: boolean;
};

export type OrderRequest = CallableRequest<typeof placeOrder>;
export type CheckoutIssue = { path: string; message: string };
export type CheckoutResult =
  | { ok: true; request: Omit<OrderRequest, 'idempotency_key'> }
  | { ok: false; issues: CheckoutIssue[] };

export const TERMS_REQUIRED = 'Vous devez accepter les conditions générales de vente.';
export const TRANSFER_NEEDS_CONFIRMED_EMAIL =
  'Pour payer par virement, confirmez d’abord votre adresse e-mail avec le lien ci-dessus, ou choisissez un autre mode de paiement.';

export function emptyAddress(names: { first_name?: string; last_name?: string } = {}) {
  return {
    first_name: names.first_name ?? '',
    last_name: names.last_name ?? '',
    company: '',
    line1: '',
    line2: '',
    postal_code: '',
    city: '',
    phone: '',
  } satisfies AddressDraft;
}

export function checkoutDefaults(
  saved: readonly Address[],
  names: { first_name?: string; last_name?: string } = {},
): CheckoutValues {
  return {
    shipping_choice: saved.length > 0 ? '0' : NEW_ADDRESS,
    shipping: emptyAddress(names),
    billing_same: true,
    billing: emptyAddress(names),
    payment_method: 'bank_transfer',
    instalments: '3',
    take_back: false,
    accept_terms: false,
  };
}

/** A typed address: empty optional fields are left out, the country is always France. */
function parseAddress(
  draft: AddressDraft,
  prefix: 'shipping' | 'billing',
  issues: CheckoutIssue[],
) {
  const { company, line2, phone, ...required } = draft;
  const optional = Object.entries({ company, line2, phone }).filter(([, v]) => v.trim() !== '');
  const schema = prefix === 'shipping' ? ShippingAddressSchema : AddressSchema;
  const parsed = schema.safeParse({
    ...required,
    ...Object.fromEntries(optional),
    country: 'France',
  });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    issues.push({ path: `${prefix}.${issue.path.join('.')}`, message: frenchFieldMessage(issue) });
  return undefined;
}

function shippingAddress(
  values: CheckoutValues,
  saved: readonly Address[],
  issues: CheckoutIssue[],
) {
  if (values.shipping_choice === NEW_ADDRESS)
    return parseAddress(values.shipping, 'shipping', issues);
  const chosen = saved[Number(values.shipping_choice)];
  const parsed = ShippingAddressSchema.safeParse(chosen);
  if (parsed.success) return parsed.data;
  // A saved address outside metropolitan France (saved before delivery was restricted).
  const postal = parsed.error.issues.find((issue) => issue.path[0] === 'postal_code');
  const complete = AddressSchema.safeParse(chosen).success;
  issues.push({
    path: 'shipping_choice',
    message:
      complete && postal
        ? postal.message
        : 'Cette adresse enregistrée est incomplète : choisissez-en une autre ou saisissez-la.',
  });
  return undefined;
}

/** Values → request (without its idempotency key), or every problem with its field path. */
export function checkoutRequest(
  values: CheckoutValues,
  context: {
    saved: readonly Address[];
    totalCents: number;
    methods?: readonly PaymentMethod[];
    /** Auth says the address is not confirmed: placeOrder would refuse a transfer. */
    emailUnconfirmed?: boolean;
    /** The order holds a scooter: the take-back choice goes with it. */
    hasScooter?: boolean;
  },
): CheckoutResult {
  const issues: CheckoutIssue[] = [];
  const shipping = shippingAddress(values, context.saved, issues);
  const billing = values.billing_same ? undefined : parseAddress(values.billing, 'billing', issues);
  const method = values.payment_method;
  const count = Number(values.instalments) as InstalmentCount;
  // A method this deploy no longer takes (the options changed since it was chosen).
  if (context.methods && !context.methods.includes(method))
    issues.push({ path: 'payment_method', message: ORDER_MESSAGES.onlinePaymentUnavailable });
  if (method === 'bank_transfer' && context.emailUnconfirmed)
    issues.push({ path: 'payment_method', message: TRANSFER_NEEDS_CONFIRMED_EMAIL });
  if (method === 'instalments') {
    const reason = instalmentIneligibility(context.totalCents);
    if (reason) issues.push({ path: 'payment_method', message: reason });
    if (!INSTALMENT_COUNTS.includes(count))
      issues.push({ path: 'instalments', message: 'Choisissez 2, 3 ou 4 mensualités.' });
  }
  if (values.accept_terms !== true) issues.push({ path: 'accept_terms', message: TERMS_REQUIRED });
  if (issues.length > 0 || !shipping) return { ok: false, issues };
  return {
    ok: true,
    request: {
      shipping_address: shipping,
      ...(billing && { billing_address: billing }),
      payment_method: method,
      ...(method === 'instalments' && { instalments: count }),
      ...(context.hasScooter && { take_back: values.take_back === true }),
      accept_terms: true,
    },
  };
}
