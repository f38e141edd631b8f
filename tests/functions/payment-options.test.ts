// paymentOptions: the ways to pay the checkout offers are exactly those placeOrder accepts —
// with the test stack's default params, and on a second Functions emulator where only Stripe is
// enabled (instalments then refused by both). Anyone may ask; bad input changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@fohzshop/shared/order-messages';
import { PAYMENT_METHODS } from '@fohzshop/shared/schemas/order';
import { closeAdmin, dump } from './support/admin.js';
import { newAccount, VISITOR, type Account } from './support/accounts.js';
import { call, type CallOutcome } from './support/client.js';
import { orderRequest, placeOrder, seedCart, seedSettings } from './support/orders.js';
import {
  callPayments,
  startPaymentsStack,
  TEST_KEYS,
  type PaymentsStack,
} from './support/payments-stack.js';
import { resetDatabase, seedProduct } from './support/seed.js';

type Options = { methods: string[] };

let customer: Account;
let products = 0;

/** A one-line cart the customer can order (an amount eligible for instalments). */
async function cartReady(): Promise<void> {
  const product = `options-${++products}`;
  await seedProduct(product, { price: 450, stock: 5 });
  await seedCart(customer.uid, { [product]: 1 });
}

const payWith = (method: string) =>
  orderRequest({ payment_method: method, ...(method === 'instalments' && { instalments: 3 }) });

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
  customer = await newAccount();
});
afterAll(closeAdmin);

describe('paymentOptions on the default local params', () => {
  it('answers a visitor and a customer alike, bank transfer first', async () => {
    const visitor = await call<Options>('paymentOptions', {}, VISITOR);
    const signedIn = await call<Options>('paymentOptions', {}, customer);
    expect(visitor).toMatchObject({ ok: true });
    expect(signedIn).toEqual(visitor);
    const { methods } = (visitor as { result: Options }).result;
    expect(methods[0]).toBe('bank_transfer');
    expect(methods).toEqual(PAYMENT_METHODS.filter((m) => methods.includes(m)));
  });

  it('offers a method exactly when placeOrder takes it', async () => {
    const { methods } = (
      (await call<Options>('paymentOptions', {}, VISITOR)) as { result: Options }
    ).result;
    for (const method of PAYMENT_METHODS) {
      await cartReady();
      const outcome = await placeOrder(payWith(method), customer);
      if (methods.includes(method)) expect(outcome, method).toMatchObject({ ok: true });
      else
        expect(outcome, method).toMatchObject({
          ok: false,
          code: 'unavailable',
          message: ORDER_MESSAGES.onlinePaymentUnavailable,
        });
    }
  });

  it('refuses extra fields in French and writes nothing', async () => {
    const before = await dump();
    expect(await call('paymentOptions', { method: 'card' }, VISITOR)).toMatchObject({
      ok: false,
      code: 'invalid-argument',
      message: 'Champ non autorisé : « method ».',
    });
    expect(await call('paymentOptions', null, VISITOR)).toMatchObject({
      ok: false,
      code: 'invalid-argument',
    });
    expect(await dump()).toEqual(before);
  });
});

describe('paymentOptions on a deploy with Stripe only', () => {
  let stack: PaymentsStack | undefined;
  beforeAll(async () => {
    stack = await startPaymentsStack({ PAYMENT_PROVIDERS: 'stripe' }, TEST_KEYS);
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  it('leaves instalments out, and placeOrder refuses them with its French error', async () => {
    expect(await callPayments('paymentOptions', {}, VISITOR, stack!.origin)).toEqual({
      ok: true,
      result: { methods: ['bank_transfer', 'card'] },
    });
    await cartReady();
    const before = await dump();
    const refused: CallOutcome = await callPayments(
      'placeOrder',
      payWith('instalments'),
      customer,
      stack!.origin,
    );
    expect(refused).toMatchObject({
      ok: false,
      code: 'unavailable',
      message: ORDER_MESSAGES.onlinePaymentUnavailable,
    });
    expect(await dump()).toEqual(before);
  });
});
