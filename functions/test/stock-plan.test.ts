import { describe, expect, it } from 'vitest';
import { planStockChange, reservationAfter } from '../src/admin-orders/stock-plan.js';

const line = (product_id: string, quantity: number, backorder = false) => ({
  product_id,
  quantity,
  backorder,
});

describe('planStockChange', () => {
  it('takes only the extra units when a quantity goes up', () => {
    const plan = planStockChange({ quantities: { a: 2 }, reserved: { a: 2 } }, [line('a', 5)]);
    expect(plan).toEqual({ take: [line('a', 3)], giveBack: {}, keep: { a: 2 } });
    expect(reservationAfter(plan, { a: 3 })).toEqual({ a: 5 });
  });

  it('gives back the units of a lowered quantity and of a removed line, adds a new line', () => {
    const plan = planStockChange({ quantities: { a: 4, b: 1 }, reserved: { a: 4, b: 1 } }, [
      line('a', 1),
      line('c', 2),
    ]);
    expect(plan).toEqual({ take: [line('c', 2)], giveBack: { a: 3, b: 1 }, keep: { a: 1, c: 0 } });
    expect(reservationAfter(plan, { c: 2 })).toEqual({ a: 1, c: 2 });
  });

  it('changes nothing for the same quantities', () => {
    const plan = planStockChange({ quantities: { a: 2 }, reserved: { a: 2 } }, [line('a', 2)]);
    expect(plan).toEqual({ take: [], giveBack: {}, keep: { a: 2 } });
  });

  it('drops backordered units first when a backorder line is lowered', () => {
    // 5 ordered, only 3 were in stock: lowering to 4 gives nothing back, to 1 gives 2 back.
    const before = { quantities: { a: 5 }, reserved: { a: 3 } };
    expect(planStockChange(before, [line('a', 4, true)]).giveBack).toEqual({});
    expect(planStockChange(before, [line('a', 1, true)])).toEqual({
      take: [],
      giveBack: { a: 2 },
      keep: { a: 1 },
    });
    expect(planStockChange(before, [line('a', 7, true)]).take).toEqual([line('a', 2, true)]);
  });
});
