import { describe, expect, it } from 'vitest';
import { placeOrder } from '@fohzshop/shared/contracts/orders';
import { ORDER_MESSAGES } from '@fohzshop/shared/order-messages';
import type { Address } from '@fohzshop/shared/schemas/user';
import {
  NEW_ADDRESS,
  TERMS_REQUIRED,
  TRANSFER_NEEDS_CONFIRMED_EMAIL,
  checkoutDefaults,
  checkoutRequest,
  type AddressDraft,
  type CheckoutValues,
} from './checkout-request';

const SAVED: Address[] = [
  {
    label: 'Domicile',
    first_name: 'Lucas',
    last_name: 'Martin',
    line1: '8 avenue Jean Jaurès',
    postal_code: '13005',
    city: 'Marseille',
    country: 'France',
  },
];
const NEW: AddressDraft = {
  first_name: 'Léa',
  last_name: 'Durand',
  company: '',
  line1: '12 rue de la Paix',
  line2: '',
  postal_code: '75002',
  city: 'Paris',
  phone: '',
};
const context = { saved: SAVED, totalCents: 129_900 };
const values = (over: Partial<CheckoutValues> = {}): CheckoutValues => ({
  ...checkoutDefaults(SAVED),
  accept_terms: true,
  ...over,
});
const issuesOf = (v: CheckoutValues, c: Parameters<typeof checkoutRequest>[1] = context) => {
  const result = checkoutRequest(v, c);
  return result.ok ? [] : result.issues;
};

describe('checkout form → placeOrder request', () => {
  it('starts on the first saved address, bank transfer, terms unticked', () => {
    expect(checkoutDefaults(SAVED)).toMatchObject({
      shipping_choice: '0',
      billing_same: true,
      payment_method: 'bank_transfer',
      accept_terms: false,
    });
    expect(checkoutDefaults([], { first_name: 'Léa' })).toMatchObject({
      shipping_choice: NEW_ADDRESS,
      shipping: { first_name: 'Léa' },
    });
  });

  it('sends a saved address as it is, and a request the contract accepts', () => {
    const result = checkoutRequest(values(), context);
    expect(result).toEqual({
      ok: true,
      request: {
        shipping_address: SAVED[0],
        payment_method: 'bank_transfer',
        accept_terms: true,
      },
    });
    if (!result.ok) return;
    const full = { ...result.request, idempotency_key: '0123456789abcdef0123' };
    expect(placeOrder.request.safeParse(full).success).toBe(true);
  });

  it('sends a new address without its empty optional fields, in France', () => {
    const result = checkoutRequest(
      values({ shipping_choice: NEW_ADDRESS, shipping: { ...NEW, line2: '  ' } }),
      context,
    );
    expect(result).toEqual({
      ok: true,
      request: {
        shipping_address: {
          first_name: 'Léa',
          last_name: 'Durand',
          line1: '12 rue de la Paix',
          postal_code: '75002',
          city: 'Paris',
          country: 'France',
        },
        payment_method: 'bank_transfer',
        accept_terms: true,
      },
    });
  });

  it('refuses the terms left unticked', () => {
    expect(issuesOf(values({ accept_terms: false }))).toEqual([
      { path: 'accept_terms', message: TERMS_REQUIRED },
    ]);
  });

  it('checks a new address field by field, in French', () => {
    const issues = issuesOf(
      values({
        shipping_choice: NEW_ADDRESS,
        shipping: { ...NEW, postal_code: '7500', city: '', phone: 'abc' },
      }),
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'shipping.postal_code', message: 'Code postal invalide (5 chiffres).' },
        { path: 'shipping.city', message: expect.stringMatching(/^Ce champ/) },
        { path: 'shipping.phone', message: 'Numéro de téléphone invalide.' },
      ]),
    );
  });

  it('adds a separate billing address only when asked, and checks it', () => {
    const billing = { ...NEW, company: 'Durand SARL' };
    const result = checkoutRequest(values({ billing_same: false, billing }), context);
    expect(result).toMatchObject({
      ok: true,
      request: { billing_address: { company: 'Durand SARL', postal_code: '75002' } },
    });
    const bad = issuesOf(values({ billing_same: false, billing: { ...NEW, line1: '' } }));
    expect(bad.map((i) => i.path)).toEqual(['billing.line1']);
    const ignored = checkoutRequest(
      values({ billing_same: true, billing: { ...NEW, line1: '' } }),
      context,
    );
    expect(ignored.ok && 'billing_address' in ignored.request).toBe(false);
  });

  it('sends the instalment count only for instalments', () => {
    const card = checkoutRequest(values({ payment_method: 'card', instalments: '4' }), context);
    expect(card.ok && card.request).toMatchObject({ payment_method: 'card' });
    expect(card.ok && 'instalments' in card.request).toBe(false);
    const split = checkoutRequest(
      values({ payment_method: 'instalments', instalments: '4' }),
      context,
    );
    expect(split.ok && split.request).toMatchObject({
      payment_method: 'instalments',
      instalments: 4,
    });
  });

  it('refuses instalments outside 50 €–5 000 € with the shared reason', () => {
    const split = values({ payment_method: 'instalments', instalments: '3' });
    expect(issuesOf(split, { ...context, totalCents: 4_999 })).toEqual([
      { path: 'payment_method', message: expect.stringContaining('à partir de 50,00') },
    ]);
    expect(issuesOf(split, { ...context, totalCents: 500_001 })).toEqual([
      { path: 'payment_method', message: expect.stringMatching(/jusqu'à 5\s000,00/) },
    ]);
    expect(issuesOf(split, { ...context, totalCents: 5_000 })).toEqual([]);
  });

  it("refuses a method this deploy no longer takes, with the server's French message", () => {
    const card = values({ payment_method: 'card' });
    const transferOnly = { ...context, methods: ['bank_transfer'] as const };
    expect(issuesOf(card, transferOnly)).toEqual([
      { path: 'payment_method', message: ORDER_MESSAGES.onlinePaymentUnavailable },
    ]);
    expect(issuesOf(values(), transferOnly)).toEqual([]);
    expect(issuesOf(card, { ...context, methods: ['bank_transfer', 'card'] })).toEqual([]);
  });

  it('holds a transfer back while the address is unconfirmed, never a card payment', () => {
    const unconfirmed = { ...context, emailUnconfirmed: true };
    expect(issuesOf(values(), unconfirmed)).toEqual([
      { path: 'payment_method', message: TRANSFER_NEEDS_CONFIRMED_EMAIL },
    ]);
    expect(issuesOf(values({ payment_method: 'card' }), unconfirmed)).toEqual([]);
    expect(issuesOf(values(), { ...context, emailUnconfirmed: false })).toEqual([]);
  });

  it('refuses a saved address that no longer passes the rules', () => {
    const broken = [{ ...SAVED[0]!, postal_code: '123' }];
    expect(issuesOf(values(), { ...context, saved: broken })).toEqual([
      { path: 'shipping_choice', message: expect.stringContaining('incomplète') },
    ]);
    expect(issuesOf(values({ shipping_choice: '5' }))[0]?.path).toBe('shipping_choice');
  });

  it('delivers only in metropolitan France (Corsica included), bills anywhere in France', () => {
    const metro = 'Livraison en France métropolitaine uniquement (code postal de 01000 à 95999).';
    const newAt = (postal_code: string) =>
      values({ shipping_choice: NEW_ADDRESS, shipping: { ...NEW, postal_code } });
    for (const code of ['97100', '98714', '00100', '96000'])
      expect(issuesOf(newAt(code))).toEqual([{ path: 'shipping.postal_code', message: metro }]);
    expect(issuesOf(newAt('20000'))).toEqual([]);
    const overseasSaved = [{ ...SAVED[0]!, postal_code: '97400', city: 'Saint-Denis' }];
    expect(issuesOf(values(), { ...context, saved: overseasSaved })).toEqual([
      { path: 'shipping_choice', message: metro },
    ]);
    const billing = { ...NEW, postal_code: '97100', city: 'Basse-Terre' };
    const billed = checkoutRequest(values({ billing_same: false, billing }), context);
    expect(billed).toMatchObject({
      ok: true,
      request: { billing_address: { postal_code: '97100' } },
    });
  });
});
