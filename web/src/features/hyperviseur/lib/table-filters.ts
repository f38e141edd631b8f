// Search and filters of the Hyperviseur tables: pure functions over the live lists, so
// filtering 1,000+ rows is one pass and easy to test. Text matching ignores case and accents;
// every word typed must match somewhere.
import { stockState, type StockState } from '@fohzshop/shared/catalog/stock';
import type { Order } from '@fohzshop/shared/schemas/order';
import type { Product } from '@fohzshop/shared/schemas/product';
import type { User } from '@fohzshop/shared/schemas/user';
import type { DeliveryStatus } from '@fohzshop/shared/state-machines/delivery';
import type { OrderStatus } from '@fohzshop/shared/state-machines/order';
import type { PaymentStatus } from '@fohzshop/shared/state-machines/payment';
import {
  shownDeliveryStatus,
  shownPaymentStatus,
} from '@fohzshop/shared/state-machines/shown-status';
import { foldText, foldedWords } from '@fohzshop/shared/text';
import { parisDay } from './paris-time';

/** True when every word of `query` appears in one of `fields` (empty query: true). */
export function matchesWords(query: string, fields: readonly (string | undefined)[]): boolean {
  const words = foldedWords(query);
  if (words.length === 0) return true;
  const haystack = foldText(fields.filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}

export type OrderFilters = {
  query: string;
  status: OrderStatus | '';
  payment: PaymentStatus | '';
  delivery: DeliveryStatus | '';
  /** Inclusive 'YYYY-MM-DD' bounds on the order date (Paris), '' for none. */
  from: string;
  to: string;
};
export const NO_ORDER_FILTERS: OrderFilters = {
  query: '',
  status: '',
  payment: '',
  delivery: '',
  from: '',
  to: '',
};

/** Number, customer e-mail or name (shipping or billing), newest first. */
export function filterOrders(orders: readonly Order[], filters: OrderFilters): Order[] {
  return orders
    .filter((order) => {
      if (filters.status && order.status !== filters.status) return false;
      // As the table shows them: a cancelled order's delivery is « Annulée » (shown-status.ts).
      if (filters.payment && shownPaymentStatus(order) !== filters.payment) return false;
      if (filters.delivery && shownDeliveryStatus(order) !== filters.delivery) return false;
      const day = parisDay(order.created_at);
      if (filters.from && day < filters.from) return false;
      if (filters.to && day > filters.to) return false;
      const { shipping_address: ship, billing_address: bill } = order;
      return matchesWords(filters.query, [
        order.number,
        order.email,
        ship.first_name,
        ship.last_name,
        bill?.first_name,
        bill?.last_name,
        ship.company,
      ]);
    })
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** 'low': stock at or below the shop's threshold. */
export type StockFilter = StockState | 'low' | '';
export type ProductFilters = { query: string; type: string; brand: string; stock: StockFilter };
export const NO_PRODUCT_FILTERS: ProductFilters = { query: '', type: '', brand: '', stock: '' };

export function filterProducts(
  products: readonly Product[],
  filters: ProductFilters,
  lowStockThreshold: number,
): Product[] {
  return products.filter((product) => {
    if (filters.type && product.type !== filters.type) return false;
    if (filters.brand && product.brand !== filters.brand) return false;
    if (filters.stock === 'low' && product.stock > lowStockThreshold) return false;
    if (filters.stock && filters.stock !== 'low' && stockState(product) !== filters.stock)
      return false;
    return matchesWords(filters.query, [product.name, product.brand, product.product_id]);
  });
}

/** Name, e-mail or id. */
export function userMatches(user: User, query: string): boolean {
  return matchesWords(query, [user.first_name, user.last_name, user.email, user.user_id]);
}
