// recordProductView: atomic +1, at most once per visitor (uid, else IP) and product per window.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_VIEW_WINDOW_MS } from '@fohzshop/shared/constants';
import { MESSAGES } from '@fohzshop/shared/messages';
import { closeAdmin, db, dump, read } from './support/admin.js';
import { newAccount } from './support/accounts.js';
import { call, succeed, type Caller } from './support/client.js';
import { resetDatabase, seedProduct } from './support/seed.js';

type ViewResult = { counted: boolean; views: number };

const fromIp = (ip: string): Caller => ({ headers: { 'x-forwarded-for': ip } });
const view = (productId: string, caller: Caller) =>
  succeed<ViewResult>('recordProductView', { product_id: productId }, caller);

beforeAll(resetDatabase);
afterAll(closeAdmin);

describe('recordProductView', () => {
  it('counts a visitor once per window; another visitor counts again', async () => {
    await seedProduct('v-1', { views: 10 });
    expect(await view('v-1', fromIp('203.0.113.1'))).toEqual({ counted: true, views: 11 });
    expect(await view('v-1', fromIp('203.0.113.1'))).toEqual({ counted: false, views: 11 });
    expect(await view('v-1', fromIp('203.0.113.2'))).toEqual({ counted: true, views: 12 });
    expect(await read('products/v-1/views')).toBe(12);
  });

  it('identifies a signed-in visitor by uid, whatever the IP', async () => {
    await seedProduct('v-2');
    const user = await newAccount();
    expect(await view('v-2', { ...user, ...fromIp('203.0.113.3') })).toMatchObject({
      counted: true,
      views: 1,
    });
    expect(await view('v-2', { ...user, ...fromIp('198.51.100.99') })).toMatchObject({
      counted: false,
      views: 1,
    });
  });

  it('counts concurrent calls exactly once per visitor', async () => {
    await seedProduct('v-3');
    await seedProduct('v-3-warm-up');
    const burst = (productId: string) =>
      Promise.all(
        ['192.0.2.1', '192.0.2.2'].flatMap((ip) =>
          [1, 2, 3].map(() => view(productId, fromIp(ip))),
        ),
      );
    // The Functions emulator runs one request per runtime process: a first burst starts them,
    // so that the measured burst really races inside the database, not in process start-up.
    await burst('v-3-warm-up');
    const started = Date.now();
    const results = await burst('v-3');
    console.info(`6 concurrent recordProductView calls: ${Date.now() - started} ms`);
    expect(results.filter((r) => r.counted)).toHaveLength(2);
    expect(await read('products/v-3/views')).toBe(2);
  });

  it('counts again once the window has passed', async () => {
    await seedProduct('v-4');
    await view('v-4', fromIp('203.0.113.4'));
    const guards = (await read<Record<string, number>>('view_guards/v-4'))!;
    const [key] = Object.keys(guards);
    expect(key).toMatch(/^[0-9a-f]{32}$/); // hashed: no IP in clear
    await db()
      .ref(`view_guards/v-4/${key}`)
      .set(Date.now() - PRODUCT_VIEW_WINDOW_MS - 1000);
    expect(await view('v-4', fromIp('203.0.113.4'))).toEqual({ counted: true, views: 2 });
  });

  it('refuses an unknown product: not-found, no write', async () => {
    const before = await dump();
    const outcome = await call(
      'recordProductView',
      { product_id: 'inconnu' },
      fromIp('203.0.113.5'),
    );
    expect(outcome).toMatchObject({
      ok: false,
      code: 'not-found',
      message: MESSAGES.productNotFound,
    });
    expect(await dump()).toEqual(before);
  });
});
