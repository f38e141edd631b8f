// `npm start -- --demo-size N`: a large, realistic and reproducible data set on top of the demo —
// N generated products, customers and a year of orders with their invoices, counters and grand
// livre entries — for trying the shop and the Hyperviseur at scale (docs/local-stack.md).
import type { LedgerEntry } from '@fohzshop/shared/schemas/ledger';
import type { Order } from '@fohzshop/shared/schemas/order';
import type { PriceChange } from '@fohzshop/shared/catalog/price-history';
import type { Product } from '@fohzshop/shared/schemas/product';
import type { User } from '@fohzshop/shared/schemas/user';
import { seedPriceHistory, withSeedReference } from '../price-history';
import { SHOP_SETTINGS } from '../settings';
import { generateCustomers, signUpBeforeFirstOrder } from './customers';
import { automaticLedgerEntries, issueDocuments, type Counters } from './documents';
import { generateOrders } from './orders';
import { createRandom } from './prng';
import { generateProducts } from './products';

/** The same seed gives the same data set everywhere (with the same `now` and admin uid). */
export const LARGE_SEED = 20_260_315;
export const MAX_DEMO_SIZE = 50_000;

/** One order per five products, at least a thousand, so the Hyperviseur always has a year of them. */
export const ordersForSize = (size: number): number => Math.max(1000, Math.round(size / 5));
/** About four orders per customer on average (a few loyal customers order far more). */
export const customersForOrders = (orders: number): number => Math.max(50, Math.round(orders / 4));

export interface LargeSeedOptions {
  /** Generated products, on top of `demoProducts`. */
  size: number;
  orders?: number;
  /** The demo catalogue (buildProducts): generated names and ids avoid it, orders buy from it too. */
  demoProducts: readonly Product[];
  /** Uid that dates the Hyperviseur's steps in order histories (the demo admin). */
  adminUid: string;
  now?: Date;
  seed?: number;
}

export interface LargeSeed {
  products: Product[];
  /** price_history of the generated products, so their promotions are lawful. */
  priceHistory: Record<string, Record<string, PriceChange>>;
  customers: User[];
  orders: Order[];
  ledger: LedgerEntry[];
  counters: Counters;
}

export function buildLargeSeed(options: LargeSeedOptions): LargeSeed {
  if (!Number.isInteger(options.size) || options.size < 1 || options.size > MAX_DEMO_SIZE)
    throw new RangeError(`Taille de démo invalide : ${options.size} (1 à ${MAX_DEMO_SIZE}).`);
  const rand = createRandom(options.seed ?? LARGE_SEED);
  const now = options.now ?? new Date();
  const orderCount = options.orders ?? ordersForSize(options.size);
  const products = generateProducts(options.size, options.demoProducts, rand, now).map((p) =>
    withSeedReference(p, now),
  );
  const customers = generateCustomers(customersForOrders(orderCount), rand, now);
  const orders = generateOrders(orderCount, {
    products: [...options.demoProducts, ...products],
    customers,
    adminUid: options.adminUid,
    rand,
    now,
  });
  signUpBeforeFirstOrder(customers, orders, rand);
  const counters = issueDocuments(orders, SHOP_SETTINGS.bank);
  const priceHistory = Object.fromEntries(
    products.map((p) => [p.product_id, seedPriceHistory(p, now)]),
  );
  return {
    products,
    priceHistory,
    customers,
    orders,
    ledger: automaticLedgerEntries(orders),
    counters,
  };
}
