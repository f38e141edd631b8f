// Every class of bad input to the ordering callables is refused with invalid-argument and a
// French message, and the whole database is left exactly as it was (a cart is ready, so a
// call that got through would have written an order).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAdmin, dump } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import { call } from './support/client.js';
import { ENGLISH, FRENCH } from './support/fixtures.js';
import { ADDRESS, orderRequest, seedCart, seedSettings } from './support/orders.js';
import { resetDatabase, seedProduct } from './support/seed.js';

const HUGE = 'x'.repeat(100_000);
let customer: Account;
let admin: Account;

type Case = [label: string, data: () => unknown];
const order = (overrides: Record<string, unknown>) => () => orderRequest(overrides);
const without = (field: string) => () => {
  const request = orderRequest();
  delete request[field];
  return request;
};

const CASES: Record<string, Case[]> = {
  placeOrder: [
    ['no data', () => null],
    ['a list instead of an object', () => [orderRequest()]],
    ['missing idempotency key', without('idempotency_key')],
    ['too short idempotency key', order({ idempotency_key: 'abc' })],
    ['idempotency key with a slash', order({ idempotency_key: 'aaaaaaaa/bbbbbbbbbb' })],
    ['huge idempotency key', order({ idempotency_key: HUGE })],
    ['missing shipping address', without('shipping_address')],
    ['bad postal code', order({ shipping_address: { ...ADDRESS, postal_code: '7500' } })],
    ['foreign country', order({ shipping_address: { ...ADDRESS, country: 'Belgique' } })],
    ['overseas delivery', order({ shipping_address: { ...ADDRESS, postal_code: '97100' } })],
    ['postal code 00xxx', order({ shipping_address: { ...ADDRESS, postal_code: '00100' } })],
    ['huge city', order({ shipping_address: { ...ADDRESS, city: HUGE } })],
    ['extra address field', order({ shipping_address: { ...ADDRESS, vip: true } })],
    ['unknown payment method', order({ payment_method: 'bitcoin' })],
    ['instalments without a count', order({ payment_method: 'instalments' })],
    ['instalments in 5', order({ payment_method: 'instalments', instalments: 5 })],
    ['a count for a card payment', order({ payment_method: 'card', instalments: 3 })],
    ['terms not accepted', order({ accept_terms: false })],
    ['terms as a string', order({ accept_terms: 'true' })],
    ['client prices', order({ total: 1 })],
    ['client items', order({ items: [{ product_id: 'o-bad', quantity: 1, unit_price: 0 }] })],
    ['client user id', order({ user_id: 'someone-else' })],
  ],
  requestReturn: [
    ['missing order id', () => ({ reason: 'Ne me convient pas du tout.' })],
    ['bad order id', () => ({ order_id: 'a/b', reason: 'Ne me convient pas du tout.' })],
    ['reason too short', () => ({ order_id: 'o1', reason: 'non' })],
    ['huge reason', () => ({ order_id: 'o1', reason: HUGE })],
    ['extra field', () => ({ order_id: 'o1', reason: 'Ne me convient pas.', refund: 1e6 })],
  ],
  cancelMyOrder: [
    ['no data', () => null],
    ['missing order id', () => ({})],
    ['bad order id', () => ({ order_id: 'a/b' })],
    ['order id as a number', () => ({ order_id: 42 })],
    ['huge order id', () => ({ order_id: HUGE })],
    ['extra field', () => ({ order_id: 'o1', refund: true })],
  ],
  adminConfirmBankTransfer: [
    ['missing order id', () => ({})],
    ['bad order id', () => ({ order_id: 'a.b' })],
    ['extra field', () => ({ order_id: 'o1', amount: 10 })],
  ],
};

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
  [customer, admin] = await Promise.all([newAccount(), newAccount({ admin: true })]);
  await seedProduct('o-bad', { stock: 5 });
  await seedCart(customer.uid, { 'o-bad': 1 });
});
afterAll(closeAdmin);

describe.each(Object.keys(CASES))('%s', (name) => {
  it.each(CASES[name]!)('refuses %s: French invalid-argument, no write', async (_l, data) => {
    const before = await dump();
    const who = name.startsWith('admin') ? admin : customer;
    const outcome = await call(name, data(), who);
    expect(outcome).toMatchObject({ ok: false, code: 'invalid-argument' });
    const message = outcome.ok ? '' : outcome.message;
    expect(message).toMatch(
      new RegExp(`${FRENCH.source}|Choisissez|Vous devez|Clé|métropolitaine`),
    );
    expect(message).not.toMatch(ENGLISH);
    expect(await dump()).toEqual(before);
  });
});
