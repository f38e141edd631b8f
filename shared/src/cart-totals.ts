// Cart lines and totals from cart items and the live catalogue, in integer cents. The cart page
// shows them; placeOrder recomputes them on the server from the database, never from the client.
import { SHIPPING_COST_CENTS } from './constants';
import { maxOrderableQuantity } from './catalog/stock';
import { toCents } from './money';
import type { Product } from './schemas/product';

export type CartLineProblem = 'missing' | 'out_of_stock' | 'insufficient_stock';

export type CartLine = {
  product_id: string;
  /** Undefined when the product no longer exists. */
  product?: Product;
  quantity: number;
  unitCents: number;
  lineCents: number;
  /** Éco-participation included in unitCents, per unit. */
  ecoFeeCents: number;
  problem?: CartLineProblem;
  /** French explanation of the problem, shown on the line. */
  problemText?: string;
};

export type CartTotals = {
  lines: CartLine[];
  itemCount: number;
  itemsCents: number;
  /** The part of itemsCents that is éco-participation (« dont éco-participation »). */
  ecoFeeCents: number;
  shippingCents: number;
  totalCents: number;
  /** True when every line can be ordered as is. */
  orderable: boolean;
};

function problemOf(
  product: Product | undefined,
  quantity: number,
): Pick<CartLine, 'problem' | 'problemText'> {
  if (!product) return { problem: 'missing', problemText: "Ce produit n'est plus disponible." };
  const max = maxOrderableQuantity(product);
  if (max === 0) return { problem: 'out_of_stock', problemText: 'Rupture de stock.' };
  if (quantity > max) {
    return {
      problem: 'insufficient_stock',
      problemText: `Stock insuffisant : ${max} disponible${max > 1 ? 's' : ''}.`,
    };
  }
  return {};
}

/** Lines in the cart's insertion order; missing products count for nothing in the totals. */
export function computeCartTotals(
  items: Readonly<Record<string, { quantity: number }>>,
  productsById: Readonly<Record<string, Product | undefined>>,
): CartTotals {
  const lines: CartLine[] = Object.entries(items).map(([productId, item]) => {
    const product = productsById[productId];
    const unitCents = product ? toCents(product.price) : 0;
    return {
      product_id: productId,
      ...(product && { product }),
      quantity: item.quantity,
      unitCents,
      lineCents: unitCents * item.quantity,
      ecoFeeCents: Math.min(product?.eco_fee_cents ?? 0, unitCents),
      ...problemOf(product, item.quantity),
    };
  });
  const counted = lines.filter((line) => line.product);
  const itemsCents = counted.reduce((total, line) => total + line.lineCents, 0);
  const shippingCents = counted.length > 0 ? SHIPPING_COST_CENTS : 0;
  return {
    lines,
    itemCount: counted.reduce((total, line) => total + line.quantity, 0),
    itemsCents,
    ecoFeeCents: counted.reduce((total, line) => total + line.ecoFeeCents * line.quantity, 0),
    shippingCents,
    totalCents: itemsCents + shippingCents,
    orderable: lines.length > 0 && lines.every((line) => !line.problem),
  };
}

/** Products list → lookup by id. */
export function indexById(products: readonly Product[]): Record<string, Product> {
  return Object.fromEntries(products.map((product) => [product.product_id, product]));
}
