// Generated customers at users/{uid}: database records only (no Auth account), so the
// Hyperviseur lists them and their orders point at real users.
import type { Order } from '@fohzshop/shared/schemas/order';
import type { Address, User } from '@fohzshop/shared/schemas/user';
import { foldText } from '@fohzshop/shared/text';
import {
  COMPANIES,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LAST_NAMES,
  SECOND_LINES,
  STREETS,
  TOWNS,
} from './french-people';
import type { Random } from './prng';
import { FLEET } from './scooter-fleet';

const DAY_MS = 24 * 60 * 60 * 1000;
const UID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const mobile = (rand: Random): string =>
  `0${rand.pick(['6', '7'])} ${Array.from({ length: 4 }, () => rand.chars(2, '0123456789')).join(' ')}`;

function address(rand: Random, first: string, last: string, phone: string, label: string): Address {
  const town = rand.pick(TOWNS);
  return {
    label,
    first_name: first,
    last_name: last,
    line1: `${rand.int(1, 180)} ${rand.pick(STREETS)}`,
    ...(rand.chance(0.25) && { line2: rand.pick(SECOND_LINES) }),
    postal_code: town.postal_code,
    city: town.city,
    country: 'France',
    ...(phone && { phone }),
  };
}

/** The company billing address some customers order with. */
export function companyAddress(rand: Random, customer: User): Address {
  const home = customer.addresses[0] as Address;
  return { ...home, label: 'Société', company: rand.pick(COMPANIES) };
}

/** Local part of an e-mail: 'Élodie', 'Le Gall' → 'elodie.legall'. */
const emailPart = (text: string) => foldText(text).replace(/[^a-z]/g, '');

export function generateCustomers(count: number, rand: Random, now: Date): User[] {
  const emails = new Set<string>();
  return Array.from({ length: count }, () => {
    const first = rand.pick(FIRST_NAMES);
    const last = rand.pick(LAST_NAMES);
    const base = `${emailPart(first)}.${emailPart(last)}`;
    let email = `${base}@${rand.pick(EMAIL_DOMAINS)}`;
    while (emails.has(email)) email = `${base}${rand.int(2, 999)}@${rand.pick(EMAIL_DOMAINS)}`;
    emails.add(email);
    const phone = rand.chance(0.8) ? mobile(rand) : '';
    const addresses = [address(rand, first, last, phone, 'Domicile')];
    if (rand.chance(0.15)) addresses.push(address(rand, first, last, phone, 'Travail'));
    // Signed up before the orders window; orders.ts moves it earlier when needed.
    const created = now.getTime() - Math.round((30 + rand.next() * 700) * DAY_MS);
    const garage = rand.sample(FLEET, rand.chance(0.3) ? rand.int(1, 2) : 0);
    return {
      user_id: rand.chars(28, UID_ALPHABET),
      email,
      first_name: first,
      last_name: last,
      phone,
      role: '',
      admin: false,
      addresses,
      ...(garage.length > 0 && { garage: Object.fromEntries(garage.map((s) => [s.id, true])) }),
      created_at: new Date(created).toISOString(),
      updated_at: new Date(created).toISOString(),
    } satisfies User;
  });
}

/** Moves each customer's sign-up before their first order (up to a month before). */
export function signUpBeforeFirstOrder(customers: User[], orders: readonly Order[], rand: Random) {
  const first = new Map<string, string>();
  for (const order of orders) {
    const seen = first.get(order.user_id);
    if (seen === undefined || order.created_at < seen) first.set(order.user_id, order.created_at);
  }
  for (const customer of customers) {
    const firstOrder = first.get(customer.user_id);
    if (firstOrder === undefined || customer.created_at < firstOrder) continue;
    const signUp = Date.parse(firstOrder) - rand.int(10 * 60_000, 30 * DAY_MS);
    customer.created_at = new Date(signUp).toISOString();
    customer.updated_at = customer.created_at;
  }
}
