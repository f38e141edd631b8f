// Promotion codes over HTTP (issue 28): the admin callables, the checkout's preview, a code
// applied inside placeOrder (line shares, totals, live usage), every refusal with its stable
// reason and French message and nothing changed, N+k customers racing for N uses, a cancelled
// order giving its use back once, and the money downstream of a discounted order (invoice,
// partial refund of a line at what it cost, credit note, ledger and FEC on 709).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFec } from '@fohzshop/shared/ledger/fec';
import type { LedgerLine } from '@fohzshop/shared/ledger/entries';
import { fromCents, toCents, vatIncludedCents } from '@fohzshop/shared/money';
import { itemPaidCents } from '@fohzshop/shared/promotions/order-discount';
import { parisLocalToIso } from '@fohzshop/shared/promotions/paris-time';
import type { OrderItem } from '@fohzshop/shared/schemas/order';
import { closeAdmin, db, dump, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import { call, succeed } from './support/client.js';
import { orderRequest, placeOrder, seedCart, seedSettings } from './support/orders.js';
import { resetDatabase, seedProduct } from './support/seed.js';
import { callableUrl } from './support/stack.js';

const RACE_USES = 3;
const RACERS = 6; // N + k: 3 more customers than uses
let admin: Account;
let lea: Account;
let racers: Account[];

type Stored = {
  items: (OrderItem & { discount?: number })[];
  totals: { items: number; discount: number; total: number };
  promotion?: { code: string; discount: number };
  status: string;
  payment: { transfer?: unknown; refunded_amount?: number };
  credit_notes?: Record<string, { amount: number }>;
};

const promotion = (code: string, overrides: Record<string, unknown> = {}) => ({
  code,
  kind: 'percent',
  value: 10,
  ...overrides,
});
const save = (promo: Record<string, unknown>, create = true) =>
  succeed('adminSavePromotion', { promotion: promo, create }, admin);

/** placeOrder's refusal with its details (the shared client keeps the message only). */
async function refusal(code: string, caller: Account) {
  const response = await fetch(callableUrl('placeOrder'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${caller.token}` },
    body: JSON.stringify({ data: orderRequest({ promotion_code: code }) }),
  });
  const body = (await response.json()) as {
    error?: { status: string; message: string; details?: { reason?: string } };
  };
  return body.error;
}

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
  admin = await newAccount({ admin: true });
  // Each racer from a connection of its own (the per-origin order cap is not the subject).
  racers = await Promise.all(
    Array.from({ length: RACERS + 1 }, async (_, i) => ({
      ...(await newAccount()),
      headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
    })),
  );
  lea = racers.pop()!;
  await Promise.all([
    seedProduct('pr-scooter', { price: 1200, stock: 50, brand: 'Kaabo' }),
    seedProduct('pr-tube', {
      name: 'Chambre à air 10 pouces',
      price: 12.9,
      stock: 100,
      brand: 'Kaabo',
      type: 'Pièce détachée',
    }),
  ]);
}, 120_000);
afterAll(closeAdmin);

describe('admin callables', () => {
  it('are refused to a customer, store codes upper-case, refuse a duplicate, pause and banner', async () => {
    const before = await dump();
    const denied = await call(
      'adminSavePromotion',
      { promotion: promotion('X10'), create: true },
      lea,
    );
    expect(denied).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(await dump()).toEqual(before);

    await save(
      promotion(' bienvenue10 ', {
        min_basket_cents: 10_000,
        max_uses_per_customer: 1,
        banner: '10 % de bienvenue',
      }),
    );
    expect(await read('promotions/BIENVENUE10')).toMatchObject({ code: 'BIENVENUE10', value: 10 });
    expect(await read('promotion_banner')).toMatchObject({
      code: 'BIENVENUE10',
      conditions: expect.stringContaining('dès 100,00'),
    });
    const saved = await dump();
    const again = await call(
      'adminSavePromotion',
      { promotion: promotion('Bienvenue10'), create: true },
      admin,
    );
    expect(again).toMatchObject({ ok: false, code: 'already-exists' });
    expect(await dump()).toEqual(saved);

    await save(promotion('PAUSE5', { banner: 'bientôt' }));
    await succeed('adminSetPromotionPaused', { code: 'pause5', paused: true }, admin);
    expect(await read('promotions/PAUSE5/paused')).toBe(true);
    expect(await read('promotion_banner')).toBeNull();
  });
});

describe('a code at checkout', () => {
  it('previews, then applies inside placeOrder: line shares, totals, live usage; prices untouched', async () => {
    await seedCart(lea.uid, { 'pr-scooter': 1, 'pr-tube': 3 });
    const preview = await succeed('checkPromotionCode', { code: 'bienvenue10' }, lea);
    // 1 200,00 € + 38,70 € = 1 238,70 €; 10 % = 123,87 €.
    expect(preview).toMatchObject({
      items_cents: 123_870,
      discount_cents: 12_387,
      total_cents: 111_483,
    });
    expect(await read('promotion_uses/BIENVENUE10')).toBeNull(); // a preview claims nothing

    const placed = await placeOrder(orderRequest({ promotion_code: 'Bienvenue10' }), lea);
    expect(placed.ok).toBe(true);
    const order = (await read<Stored>(`orders/${placed.ok ? placed.result.order_id : ''}`))!;
    expect(order.totals).toMatchObject({ items: 1238.7, discount: 123.87, total: 1114.83 });
    expect(order.promotion).toEqual({ code: 'BIENVENUE10', discount: 123.87 });
    const shares = order.items.map((item) => toCents(item.discount ?? 0));
    expect(shares.reduce((a, b) => a + b, 0)).toBe(12_387);
    expect(shares).toEqual([12_000, 387]);
    expect(await read('promotion_uses/BIENVENUE10')).toBe(1);
    expect(await read(`promotion_customers/${lea.uid}/BIENVENUE10`)).toBe(1);
    // Lawful: a code is no price reduction — the product's price and history are untouched.
    expect(await read('products/pr-scooter/price')).toBe(1200);
    expect(await read('products/pr-scooter/reference_price')).toBeNull();
    expect(await read('price_history')).toBeNull();
  });

  it('refuses each case with its reason and French message, and changes nothing', async () => {
    const inFuture = new Date(Date.now() + 86_400_000).toISOString();
    await save(promotion('FUTUR', { starts_at: inFuture }));
    await save(
      promotion('ETE2026', {
        starts_at: parisLocalToIso('2026-06-21T00:00'),
        ends_at: parisLocalToIso('2026-08-31T23:59'),
      }),
    );
    await save(promotion('MIN5000', { min_basket_cents: 500_000 }));
    await save(promotion('DUALTRON', { scope: { products: [], brands: ['Dualtron'], types: [] } }));
    await save(promotion('PREMIERE', { first_order_only: true }));
    await save(promotion('UNSEUL', { max_uses: 1 }));
    await seedCart(racers[0]!.uid, { 'pr-tube': 1 });
    expect((await placeOrder(orderRequest({ promotion_code: 'UNSEUL' }), racers[0]!)).ok).toBe(
      true,
    );
    await seedCart(lea.uid, { 'pr-scooter': 1 });
    const cases: [string, string, string, RegExp][] = [
      ['INCONNU', 'not-found', 'promotion_unknown', /^Ce code promo n’existe pas/],
      ['PAUSE5', 'failed-precondition', 'promotion_paused', /suspendu/],
      ['FUTUR', 'failed-precondition', 'promotion_not_yet_valid', /pas encore valable/],
      ['ETE2026', 'failed-precondition', 'promotion_expired', /a expiré le 31\/08\/2026 à 23:59/],
      [
        'MIN5000',
        'failed-precondition',
        'promotion_minimum',
        /à partir de 5.000,00.€ d’achats \(votre panier : 1.200,00.€\)/,
      ],
      ['DUALTRON', 'failed-precondition', 'promotion_not_eligible', /Aucun article/],
      ['BIENVENUE10', 'failed-precondition', 'promotion_already_used', /déjà utilisé/],
      ['PREMIERE', 'failed-precondition', 'promotion_first_order_only', /première commande/],
      ['UNSEUL', 'failed-precondition', 'promotion_used_up', /nombre maximal/],
    ];
    const before = await dump();
    for (const [code, status, reason, message] of cases) {
      const error = await refusal(code, lea);
      expect(error?.status.toLowerCase().replace(/_/g, '-'), code).toBe(status);
      expect(error?.details?.reason, code).toBe(reason);
      expect(error?.message, code).toMatch(message);
    }
    expect(await dump()).toEqual(before);
  });
});

describe('a limited code', () => {
  it(`${RACERS} customers at once on a code limited to ${RACE_USES} uses: exactly ${RACE_USES} orders`, async () => {
    await save(promotion('COURSE3', { max_uses: RACE_USES }));
    await Promise.all(racers.map((r) => seedCart(r.uid, { 'pr-scooter': 1 })));
    const outcomes = await Promise.all(
      racers.map((r) => placeOrder(orderRequest({ promotion_code: 'COURSE3' }), r)),
    );
    const won = outcomes.filter((o) => o.ok);
    expect(won).toHaveLength(RACE_USES);
    for (const lost of outcomes.filter((o) => !o.ok))
      expect(lost.ok ? '' : lost.message).toMatch(/nombre maximal d’utilisations/);
    expect(await read('promotion_uses/COURSE3')).toBe(RACE_USES);
    const orders = Object.values((await read<Record<string, Stored>>('orders')) ?? {});
    expect(orders.filter((o) => o.promotion?.code === 'COURSE3')).toHaveLength(RACE_USES);

    // A cancelled unpaid order gives its use back once, however many cancellations race.
    const first = won[0]!;
    const orderId = first.ok ? first.result.order_id : '';
    const cancels = await Promise.all(
      [1, 2].map(() => call('adminUpdateOrder', { order_id: orderId, status: 'cancelled' }, admin)),
    );
    expect(cancels.filter((c) => c.ok)).toHaveLength(1);
    expect(await read('promotion_uses/COURSE3')).toBe(RACE_USES - 1);
    // The use is free again: one of those refused gets it now.
    const loser = racers[outcomes.findIndex((o) => !o.ok)]!;
    await seedCart(loser.uid, { 'pr-scooter': 1 });
    expect((await placeOrder(orderRequest({ promotion_code: 'COURSE3' }), loser)).ok).toBe(true);
    expect(await read('promotion_uses/COURSE3')).toBe(RACE_USES);
  }, 120_000);
});

describe('money downstream', () => {
  it('paid, then a line refunded at what it cost: credit note, ledger, FEC with the discount on 709', async () => {
    const orders = (await read<Record<string, Stored & { user_id: string }>>('orders')) ?? {};
    const [orderId, order] = Object.entries(orders).find(
      ([, o]) => o.user_id === lea.uid && o.promotion?.code === 'BIENVENUE10',
    )!;
    await succeed('adminConfirmBankTransfer', { order_id: orderId }, admin);
    const tubes = order.items.find((i) => i.product_id === 'pr-tube')!;
    const tubesPaid = itemPaidCents(tubes); // 38,70 € − 3,87 €
    expect(tubesPaid).toBe(3_483);
    const tooMuch = await call(
      'adminUpdatePayment',
      { order_id: orderId, status: 'partially_refunded', refund_amount: 1114.84 },
      admin,
    );
    expect(tooMuch).toMatchObject({ ok: false, code: 'failed-precondition' });
    await succeed(
      'adminUpdatePayment',
      { order_id: orderId, status: 'partially_refunded', refund_amount: fromCents(tubesPaid) },
      admin,
    );
    const after = (await read<Stored>(`orders/${orderId}`))!;
    expect(after.payment.refunded_amount).toBe(34.83);
    expect(Object.values(after.credit_notes ?? {}).map((n) => n.amount)).toEqual([34.83]);

    const ledger = Object.values((await read<Record<string, LedgerLine>>('ledger')) ?? {}).filter(
      (e) => e.order_id === orderId,
    );
    const payment = ledger.find((e) => e.automatic === 'payment')!;
    expect(payment).toMatchObject({ amount: 1114.83, discount_amount: 123.87 });
    expect(ledger.find((e) => e.automatic === 'refund')).toMatchObject({ amount: 34.83 });
    const fec = buildFec(ledger, { from: '2000-01-01', to: '2100-12-31' });
    const discountHt = 12_387 - vatIncludedCents(12_387, 20);
    const line709 = fec.split('\r\n').find((row) => row.split('|')[4] === '709000');
    expect(line709?.split('|')[11]).toBe(fromCents(discountHt).toFixed(2).replace('.', ','));
  });
});

describe('personal data', () => {
  it('the codes a customer used are in their data export and go with their account', async () => {
    const dora = await newAccount();
    await db().ref(`promotion_customers/${dora.uid}`).set({ BIENVENUE10: 1 });
    const exported = await succeed<{ promotion_codes_used: unknown }>('exportMyData', {}, dora);
    expect(exported.promotion_codes_used).toEqual({ BIENVENUE10: 1 });
    await succeed('deleteMyAccount', { confirm: true }, dora);
    expect(await read(`promotion_customers/${dora.uid}`)).toBeNull();
  });
});
