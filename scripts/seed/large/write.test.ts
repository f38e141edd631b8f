// The seed reaches the database in bounded multi-path updates that hold every record once, under
// valid keys; the order timeline refuses what the state machines refuse.
import { cardOf } from '@fohzshop/shared/catalog/product-card';
import { parseStoredProduct } from '@fohzshop/shared/catalog/stored-product';
import { DatabaseKeySchema } from '@fohzshop/shared/schemas/common';
import { InvalidTransitionError } from '@fohzshop/shared/state-machines/define';
import { describe, expect, it } from 'vitest';
import { applyChange } from './order-timeline';
import { createRandom } from './prng';
import { buildTestSeed } from './test-seed';
import { seedUpdates, writeLargeSeed } from './write';

const seed = buildTestSeed(1200);

describe('seedUpdates', () => {
  it('splits the seed into updates of at most N paths, every record exactly once', () => {
    const updates = seedUpdates(seed, 250);
    for (const update of updates) expect(Object.keys(update).length).toBeLessThanOrEqual(250);
    const paths = updates.flatMap((update) => Object.keys(update));
    expect(new Set(paths).size).toBe(paths.length);
    const under = (node: string) => paths.filter((p) => p.startsWith(`${node}/`)).length;
    expect(under('products')).toBe(seed.products.length);
    expect(under('product_cards')).toBe(seed.products.length);
    expect(under('users')).toBe(seed.customers.length);
    expect(under('orders')).toBe(seed.orders.length);
    expect(under('ledger')).toBe(seed.ledger.length);
    expect(paths).toContain(`counters/orders/2026`);
    for (const path of paths)
      for (const key of path.split('/'))
        expect(DatabaseKeySchema.safeParse(key).success, path).toBe(true);
  });

  it('writes the card of each product, equal to the one computed from the stored record', () => {
    const values = Object.assign({}, ...seedUpdates(seed)) as Record<string, unknown>;
    for (const product of seed.products) {
      const id = product.product_id;
      const stored: unknown = JSON.parse(JSON.stringify(values[`products/${id}`]));
      const card: unknown = JSON.parse(JSON.stringify(values[`product_cards/${id}`]));
      expect(card, id).toEqual(cardOf(parseStoredProduct(stored, id)!));
    }
  });

  it('writes each update from the root, in order', async () => {
    const calls: [string, Record<string, unknown>][] = [];
    const requests = await writeLargeSeed(
      { update: async (path, values) => void calls.push([path, values]) },
      seed,
    );
    expect(requests).toBe(calls.length);
    expect(calls.map(([path]) => path)).toEqual(calls.map(() => '/'));
    expect(calls.map(([, values]) => values)).toEqual(seedUpdates(seed));
  });
});

describe('applyChange', () => {
  it('refuses a step the order machine forbids, with its French message', () => {
    const order = structuredClone(seed.orders.find((o) => o.status === 'delivered')!);
    expect(() =>
      applyChange(order, { at: order.updated_at, by: 'system', event: 'x', order: 'paid' }),
    ).toThrow(
      new InvalidTransitionError(
        'Transition impossible : la commande est « Livrée » et ne peut pas passer à « Payée ».',
      ),
    );
  });

  it('stamps the stock release once, on the change that cancels the order', () => {
    const order = structuredClone(seed.orders.find((o) => o.status === 'pending_payment')!);
    applyChange(order, {
      at: '2026-03-15T11:00:00.000Z',
      by: 'system',
      event: 'x',
      order: 'cancelled',
      payment: 'cancelled',
    });
    expect(order.stock_released_at).toBe('2026-03-15T11:00:00.000Z');
    expect(order.history.at(-1)).toEqual({
      at: '2026-03-15T11:00:00.000Z',
      event: 'x',
      by: 'system',
    });
  });
});

describe('createRandom', () => {
  it('repeats its sequence for a seed and stays within bounds', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const draws = Array.from({ length: 1000 }, () => a.int(3, 7));
    expect(Array.from({ length: 1000 }, () => b.int(3, 7))).toEqual(draws);
    expect(new Set(draws)).toEqual(new Set([3, 4, 5, 6, 7]));
    expect(new Set(a.sample([1, 2, 3, 4, 5], 3)).size).toBe(3);
  });
});
