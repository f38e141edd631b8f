// An order's stored content with its code applied: each line carries its share of the discount
// (items[].discount), the totals the whole discount, and the total what the customer pays.
// Every money path downstream reads these (invoice, credit notes, refunds, ledger, payments).
import { fromCents, toCents } from '../money';
import type { OrderItem, OrderTotals } from '../schemas/order';
import type { BasketLine } from './evaluate';
import { paidCents } from './allocation';

type Content = { items: OrderItem[]; totals: OrderTotals };

/** The basket lines a code is checked against, from the order's priced items. */
export const basketLinesOf = (items: readonly OrderItem[]): BasketLine[] =>
  items.map((item) => ({
    product_id: item.product_id,
    brand: item.brand,
    type: item.type,
    amountCents: toCents(item.unit_price) * item.quantity,
  }));

/** `content` with `lineDiscounts` (cents, one per item) applied; the total is never negative. */
export function withDiscount(
  content: Content,
  lineDiscounts: readonly number[],
): Content & { totalCents: number } {
  const items = content.items.map((item, i) => {
    const share = lineDiscounts[i] ?? 0;
    return share > 0 ? { ...item, discount: fromCents(share) } : item;
  });
  const discountCents = lineDiscounts.reduce((sum, share) => sum + share, 0);
  const totalCents = Math.max(0, toCents(content.totals.total) - discountCents);
  return {
    items,
    totals: { ...content.totals, discount: fromCents(discountCents), total: fromCents(totalCents) },
    totalCents,
  };
}

/** What an order line cost the customer, cents (its amount less its share of the discount). */
export const itemPaidCents = (item: Pick<OrderItem, 'unit_price' | 'quantity' | 'discount'>) =>
  paidCents(toCents(item.unit_price) * item.quantity, toCents(item.discount ?? 0));
