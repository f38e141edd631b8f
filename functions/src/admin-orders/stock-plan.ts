// Stock change of an edited order, exactly: per product, the units to take (quantity raised) and
// the units to give back (quantity lowered or line removed), from the quantities ordered and the
// units actually reserved (a backorder line may hold fewer units than it orders). Lowering a
// backorder line drops the units still to be ordered from the supplier first.
import type { Reservation, StockRequest } from '../orders/stock.js';

export type StockPlan = {
  /** Units to reserve now (backorder lines take what is there). */
  take: StockRequest[];
  /** Units to give back once the edit is committed. */
  giveBack: Reservation;
  /** Reserved units that stay with the order. */
  keep: Reservation;
};

export function planStockChange(
  before: { quantities: Readonly<Record<string, number>>; reserved: Readonly<Reservation> },
  after: readonly StockRequest[],
): StockPlan {
  const plan: StockPlan = { take: [], giveBack: {}, keep: {} };
  const next = new Map(after.map((line) => [line.product_id, line]));
  const ids = new Set([
    ...Object.keys(before.quantities),
    ...Object.keys(before.reserved),
    ...next.keys(),
  ]);
  for (const id of ids) {
    const oldQuantity = before.quantities[id] ?? 0;
    const reserved = before.reserved[id] ?? 0;
    const line = next.get(id);
    const quantity = line?.quantity ?? 0;
    const keep = quantity >= oldQuantity ? reserved : Math.min(reserved, quantity);
    if (line) plan.keep[id] = keep;
    if (reserved > keep) plan.giveBack[id] = reserved - keep;
    if (line && quantity > oldQuantity)
      plan.take.push({
        product_id: id,
        quantity: quantity - oldQuantity,
        backorder: line.backorder,
      });
  }
  return plan;
}

/** The order's reservation after the edit: what it keeps plus what was just taken. */
export function reservationAfter(plan: StockPlan, taken: Reservation): Reservation {
  const result: Reservation = { ...plan.keep };
  for (const [id, units] of Object.entries(taken)) result[id] = (result[id] ?? 0) + units;
  return result;
}
