// What an order stores of its priced cart: the item snapshots (name, brand, unit price… as they
// were when ordered) and the totals in euros. placeOrder and the large demo seed both build it.
import type { CartTotals } from './cart-totals';
import { fromCents } from './money';
import type { OrderItem, OrderTotals } from './schemas/order';

/** Items and totals of an order from cart totals whose lines all have their product. */
export function orderContent(totals: CartTotals): { items: OrderItem[]; totals: OrderTotals } {
  return {
    items: totals.lines.map(({ product, quantity, unitCents, ecoFeeCents, product_id }) => {
      if (!product) throw new Error(`order line without its product: ${product_id}`);
      return {
        product_id: product.product_id,
        name: product.name,
        brand: product.brand,
        type: product.type,
        unit_price: fromCents(unitCents),
        quantity,
        ...(product.images[0] !== undefined && { image: product.images[0] }),
        ...(ecoFeeCents > 0 && { eco_fee: fromCents(ecoFeeCents) }),
      };
    }),
    totals: {
      items: fromCents(totals.itemsCents),
      shipping: fromCents(totals.shippingCents),
      discount: 0,
      total: fromCents(totals.totalCents),
      ...(totals.ecoFeeCents > 0 && { eco_fee: fromCents(totals.ecoFeeCents) }),
    },
  };
}
