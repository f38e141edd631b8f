// submitWithdrawal, the withdrawal function (« Renoncer au contrat ici »), over HTTP: details that
// match an order store one immutable statement, point the order at it, open its return and send
// one acknowledgement to the order's address; any other details — wrong e-mail, wrong name,
// unknown number, another customer's order — and an order past its period get the very same
// answer and store nothing; the caps per order number and per origin hold; bad input is refused
// in French with the database unchanged.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ABUSE_MESSAGES } from '@fohzshop/shared/abuse-limits';
import { WITHDRAWALS_PER_ORDER_PER_DAY } from '@fohzshop/shared/withdrawal';
import { WITHDRAWAL_TEXTS } from '@fohzshop/shared/withdrawal-texts';
import { closeAdmin, db, dump, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import { call, type Caller } from './support/client.js';
import { ENGLISH, FRENCH } from './support/fixtures.js';
import { ADDRESS, seedSettings } from './support/orders.js';
import { resetDatabase } from './support/seed.js';
import { MAIL_API } from './support/stack.js';
import { triggersIdle } from './support/triggers.js';

type Mail = { subject: string; to: { address: string }[]; text: string; html: string };
type Row = Record<string, unknown>;

const DAY = 24 * 3600 * 1000;
const SAME_ANSWER = { ok: true, result: { ok: true } };
let owner: Account;
let other: Account;
let ip = 0;

/** Each call from its own address, so that only the cap a test is about can fill up. */
const fresh = (): Caller => ({ headers: { 'x-forwarded-for': `198.51.100.${++ip}` } });
const inbox = async (): Promise<Mail[]> => (await (await fetch(MAIL_API)).json()) as Mail[];

/** An order as the functions leave it, delivered `daysAgo` days ago (null: not yet). */
async function seedOrder(
  id: string,
  number: string,
  who: Account,
  daysAgo: number | null,
  name = { first_name: ADDRESS.first_name, last_name: ADDRESS.last_name },
): Promise<void> {
  const at = new Date(Date.now() - 40 * DAY).toISOString();
  await db()
    .ref(`orders/${id}`)
    .set({
      order_id: id,
      number,
      user_id: who.uid,
      email: who.email,
      items: [
        {
          product_id: 'p1',
          name: 'Kaabo Mantis',
          brand: 'Kaabo',
          type: 'Trottinette électrique',
          unit_price: 1500,
          quantity: 1,
        },
      ],
      totals: { items: 1500, shipping: 0, discount: 0, total: 1500 },
      shipping_address: { ...ADDRESS, ...name, country: 'France' },
      payment: { method: 'card', status: 'paid', paid_at: at },
      delivery:
        daysAgo === null
          ? { status: 'pending' }
          : {
              status: 'delivered',
              delivered_at: new Date(Date.now() - daysAgo * DAY).toISOString(),
            },
      status: daysAgo === null ? 'paid' : 'delivered',
      history: [{ at, event: 'Commande passée', by: 'customer' }],
      created_at: at,
      updated_at: at,
      // Seeded as already announced: the order e-mails' trigger sends nothing for it.
      mails: { order_confirmation: at, payment_received: at, shipped: at, delivered: at },
    });
}

const statement = (number: string, who: Account, overrides: Row = {}) => ({
  name: `${ADDRESS.first_name} ${ADDRESS.last_name}`,
  order_number: number,
  email: who.email,
  scope: 'order',
  ...overrides,
});

const withdraw = (data: unknown, caller: Caller = fresh()) =>
  call('submitWithdrawal', data, caller);

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
  [owner, other] = await Promise.all([newAccount(), newAccount()]);
  await Promise.all([
    seedOrder('w-ok', 'FZ-2026-000101', owner, 3),
    seedOrder('w-other', 'FZ-2026-000102', other, 3, { first_name: 'Paul', last_name: 'Durand' }),
    seedOrder('w-late', 'FZ-2026-000103', owner, 30),
    seedOrder('w-limit', 'FZ-2026-000104', owner, 3),
  ]);
});
beforeEach(async () => {
  await triggersIdle();
  await fetch(`${MAIL_API}/all`, { method: 'DELETE' });
});
afterAll(closeAdmin);

describe('submitWithdrawal', () => {
  it('stores one statement for matching details and acknowledges it to the order’s address', async () => {
    // Typed as people do: lower case number, name the other way round, e-mail in capitals.
    const data = statement('fz-2026-000101', owner, {
      name: 'martin léa',
      email: owner.email.toUpperCase(),
    });
    expect(await withdraw(data)).toEqual(SAME_ANSWER);

    const stored = Object.values((await read<Record<string, Row>>('withdrawals')) ?? {});
    expect(stored).toHaveLength(1);
    const record = stored[0]!;
    expect(record).toMatchObject({
      order_id: 'w-ok',
      order_number: 'FZ-2026-000101',
      name: 'martin léa',
      email: owner.email,
      scope: 'order',
      lines: [{ product_id: 'p1', name: 'Kaabo Mantis', quantity: 1 }],
      signed_in: false,
    });
    expect(record.statement).toContain('- 1 × Kaabo Mantis');
    expect(record.statement_sha256).toMatch(/^[0-9a-f]{64}$/);

    const order = (await read<Row>('orders/w-ok'))!;
    const pointers = order.withdrawals as Record<string, Row>;
    expect(Object.keys(pointers)).toEqual([record.withdrawal_id]);
    expect(pointers[String(record.withdrawal_id)]).toMatchObject({
      received_at: record.received_at,
      scope: 'order',
      acknowledged_at: expect.any(String),
    });
    expect(order.return).toMatchObject({ status: 'requested', requested_at: record.received_at });
    expect((order.history as Row[]).at(-1)).toMatchObject({
      event: WITHDRAWAL_TEXTS.historyEvent,
      by: 'customer',
    });

    await triggersIdle();
    const mails = await inbox();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toEqual([expect.objectContaining({ address: owner.email })]);
    expect(mail!.subject).toBe(
      'Accusé de réception de votre rétractation (commande FZ-2026-000101)',
    );
    expect(mail!.text).toContain(String(record.statement).split('\n')[1]);
    expect(mail!.text).toContain('Nom du consommateur : martin léa');
    expect(mail!.text).toMatch(
      /Date et heure d’envoi : \d{1,2} \S+ \d{4} à \d\d:\d\d:\d\d \(heure de Paris\)/,
    );
    expect(mail!.text).toMatch(/Accusé de réception envoyé le .+ \(heure de Paris\)/);
  });

  it('answers the same to details that match no order, and stores and sends nothing', async () => {
    const before = { orders: await read('orders'), withdrawals: await read('withdrawals') };
    const cases = [
      ['wrong e-mail', statement('FZ-2026-000101', owner, { email: 'someone@example.fr' })],
      ['wrong name', statement('FZ-2026-000101', owner, { name: 'Jean Dupont' })],
      ['unknown order', statement('FZ-2026-999999', owner)],
      ['another customer’s order', statement('FZ-2026-000102', owner)],
      ['another’s order, own e-mail', statement('FZ-2026-000102', other)],
    ] as const;
    for (const [what, data] of cases) expect(await withdraw(data), what).toEqual(SAME_ANSWER);
    await triggersIdle();
    expect({ orders: await read('orders'), withdrawals: await read('withdrawals') }).toEqual(
      before,
    );
    expect(await inbox()).toEqual([]);
  });

  it('records nothing past the period, says so to the order’s address only, same answer', async () => {
    const before = { orders: await read('orders'), withdrawals: await read('withdrawals') };
    expect(await withdraw(statement('FZ-2026-000103', owner))).toEqual(SAME_ANSWER);
    await triggersIdle();
    expect({ orders: await read('orders'), withdrawals: await read('withdrawals') }).toEqual(
      before,
    );
    const mails = await inbox();
    expect(mails.map((m) => [m.to[0]?.address, m.subject])).toEqual([
      [owner.email, 'Votre déclaration de rétractation (commande FZ-2026-000103)'],
    ]);
    expect(mails[0]!.text).toMatch(/a pris fin le .+ il n’est plus possible/);
  });

  it('caps the statements per order number, whoever sends them', async () => {
    const wrong = statement('FZ-2026-000104', owner, { name: 'Jean Dupont' });
    for (let i = 0; i < WITHDRAWALS_PER_ORDER_PER_DAY; i += 1)
      expect(await withdraw(wrong)).toEqual(SAME_ANSWER);
    const before = await read('withdrawals');
    // Even the right details are now refused for this number, from yet another address.
    expect(await withdraw(statement('FZ-2026-000104', owner))).toMatchObject({
      ok: false,
      code: 'resource-exhausted',
      message: WITHDRAWAL_TEXTS.orderTooMany,
    });
    expect(await read('withdrawals')).toEqual(before);
    expect(await read('orders/w-limit/withdrawals')).toBeNull();
  });

  it('caps the statements per origin (settings/abuse_limits)', async () => {
    await db()
      .ref('settings/abuse_limits')
      .set({ withdrawals: { origin_per_hour: 2 } });
    const from: Caller = { headers: { 'x-forwarded-for': '203.0.113.77' } };
    try {
      expect(await withdraw(statement('FZ-2026-000201', owner), from)).toEqual(SAME_ANSWER);
      expect(await withdraw(statement('FZ-2026-000202', owner), from)).toEqual(SAME_ANSWER);
      expect(await withdraw(statement('FZ-2026-000203', owner), from)).toMatchObject({
        ok: false,
        code: 'resource-exhausted',
        message: ABUSE_MESSAGES.withdrawals.origin,
      });
    } finally {
      await db().ref('settings/abuse_limits').remove();
    }
  });

  it('refuses bad input in French and writes nothing', async () => {
    const valid = statement('FZ-2026-000101', owner);
    const cases: unknown[] = [
      {},
      { ...valid, order_number: '2026-101' },
      { ...valid, email: 'pas-un-email' },
      { ...valid, name: 'L' },
      { ...valid, scope: 'items' },
      { ...valid, scope: 'items', items: 'voir https://example.com/colis' },
      { ...valid, scope: 'tout' },
      { ...valid, received_at: '2020-01-01T00:00:00Z' },
      'texte',
      null,
    ];
    const before = await dump();
    for (const data of cases) {
      const outcome = await withdraw(data);
      expect(outcome.ok, JSON.stringify(data)).toBe(false);
      if (!outcome.ok) {
        expect(outcome.code).toBe('invalid-argument');
        expect(outcome.message).toMatch(FRENCH);
        expect(outcome.message).not.toMatch(ENGLISH);
      }
    }
    expect(await dump()).toEqual(before);
  });
});
