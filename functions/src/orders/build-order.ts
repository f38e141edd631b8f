// The priced content of an order, computed on the server from the cart and the catalogue as
// they are in the database: nothing the client says about prices is ever read.
import { computeCartTotals } from '@fohzshop/shared/cart-totals';
import { parseStoredProduct } from '@fohzshop/shared/catalog/stored-product';
import { instalmentIneligibility, instalmentPlan } from '@fohzshop/shared/instalments';
import { fromCents } from '@fohzshop/shared/money';
import { orderContent } from '@fohzshop/shared/order-content';
import { ORDER_MESSAGES } from '@fohzshop/shared/order-messages';
import { CartQuantitySchema, MAX_CART_LINES } from '@fohzshop/shared/schemas/cart';
import type { OrderItem, OrderTotals } from '@fohzshop/shared/schemas/order';
import type { Product } from '@fohzshop/shared/schemas/product';
import type { OrderPromotion, Promotion } from '@fohzshop/shared/schemas/promotion';
import { applyPromotion } from '@fohzshop/shared/promotions/evaluate';
import { basketLinesOf, withDiscount } from '@fohzshop/shared/promotions/order-discount';
import { fail } from '../core/errors.js';
import { isStoredObject } from '../core/stored-value.js';
import { promotionRefusal } from '../promotions/promotion-records.js';
import type { StockRequest } from './stock.js';

export type PricedOrder = {
  items: OrderItem[];
  totals: OrderTotals;
  totalCents: number;
  stock: StockRequest[];
  /** Instalment plan in euros, when paying in several times. */
  schedule?: { date: string; amount: number; status: 'scheduled' }[];
  /** The code applied: the order's promotion record (its discount is totals.discount). */
  promotion?: OrderPromotion;
};

/** The code the customer typed, as read from promotions/ (null: no such code). */
export type AskedPromotion = { promo: Promotion | null };

/**
 * The cart's lines, or a French failed-precondition when there is nothing to order. Only the
 * quantity of each line is read: anything else stored there (a price…) is ignored.
 */
export function cartLines(rawCart: unknown): { product_id: string; quantity: number }[] {
  const items = isStoredObject(rawCart) ? rawCart.items : undefined;
  const entries = items && typeof items === 'object' ? Object.entries(items) : [];
  if (entries.length === 0) throw fail('failed-precondition', ORDER_MESSAGES.emptyCart);
  if (entries.length > MAX_CART_LINES)
    throw fail('failed-precondition', ORDER_MESSAGES.tooManyLines);
  return entries.map(([product_id, item]) => {
    const quantity = CartQuantitySchema.safeParse(isStoredObject(item) ? item.quantity : undefined);
    if (!quantity.success) throw fail('failed-precondition', ORDER_MESSAGES.badQuantity);
    return { product_id, quantity: quantity.data };
  });
}

export function priceOrder(
  lines: readonly { product_id: string; quantity: number }[],
  /** Product id → the stored record, raw: parsed here. */
  rawProducts: ReadonlyMap<string, unknown>,
  payment: { instalments?: number | undefined },
  now: Date,
  /** false when the units are already partly reserved by the order (admin edit). */
  checkStock = true,
  /** placeOrder with a code: applied to the lines (refusals in French), before any instalment plan. */
  asked?: AskedPromotion,
): PricedOrder {
  const products: Record<string, Product> = {};
  for (const { product_id } of lines) {
    const product = parseStoredProduct(rawProducts.get(product_id), product_id);
    // Unknown, deleted or unreadable records are not for sale.
    if (!product) throw fail('failed-precondition', ORDER_MESSAGES.productUnavailable(product_id));
    products[product_id] = product;
  }
  const cart = Object.fromEntries(lines.map((l) => [l.product_id, { quantity: l.quantity }]));
  const totals = computeCartTotals(cart, products);
  // Stock as read now; the reservation transactions decide for good under concurrency.
  for (const line of checkStock ? totals.lines : []) {
    if (line.problem === 'out_of_stock' || line.problem === 'insufficient_stock') {
      const product = line.product!;
      throw fail(
        'failed-precondition',
        ORDER_MESSAGES.outOfStock(product.name, Math.max(0, product.stock)),
      );
    }
  }
  const content = orderContent(totals);
  let discounted: ReturnType<typeof withDiscount> | undefined;
  if (asked) {
    const applied = applyPromotion(asked.promo, basketLinesOf(content.items), now);
    if ('refusal' in applied) throw promotionRefusal(applied);
    discounted = withDiscount(content, applied.lineDiscounts);
  }
  const priced: PricedOrder = {
    ...(discounted ?? content),
    totalCents: discounted?.totalCents ?? totals.totalCents,
    ...(discounted &&
      asked?.promo && {
        promotion: { code: asked.promo.code, discount: discounted.totals.discount },
      }),
    stock: totals.lines.map(({ product, quantity }) => ({
      product_id: product!.product_id,
      quantity,
      backorder: product!.backorder === true,
    })),
  };
  if (payment.instalments !== undefined) {
    const reason = instalmentIneligibility(priced.totalCents);
    if (reason) throw fail('failed-precondition', reason);
    const plan = instalmentPlan(priced.totalCents, payment.instalments, now);
    priced.schedule = plan.payments.map((p) => ({
      date: p.date,
      amount: fromCents(p.amountCents),
      status: 'scheduled' as const,
    }));
  }
  return priced;
}
