// sendContactMessage: a valid message is stored; bad input is refused in French with nothing
// written; a visitor (IP, or uid when signed in) sends at most CONTACT_RATE_LIMIT.messages per
// window, even in a concurrent burst, while other visitors are not affected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMIT } from '@fohzshop/shared/constants';
import { MESSAGES } from '@fohzshop/shared/messages';
import { closeAdmin, db, dump, read } from './support/admin.js';
import { newAccount } from './support/accounts.js';
import { call, succeed, type Caller } from './support/client.js';
import { ENGLISH, FRENCH } from './support/fixtures.js';
import { resetDatabase } from './support/seed.js';

const fromIp = (ip: string): Caller => ({ headers: { 'x-forwarded-for': ip } });
const message = (n = 1) => ({
  name: 'Jeanne Martin',
  email: 'jeanne.martin@example.fr',
  subject: `Question n° ${n}`,
  message: 'Bonjour, la Dualtron Thunder 3 est-elle livrée montée ? Merci.',
});
const stored = async () =>
  Object.values((await read<Record<string, unknown>>('contact_messages')) ?? {});

beforeAll(resetDatabase);
afterAll(closeAdmin);

describe('sendContactMessage', () => {
  it('stores a valid message with its date, for a visitor', async () => {
    await db().ref('contact_messages').remove();
    expect(await succeed('sendContactMessage', message(), fromIp('198.51.100.10'))).toEqual({
      ok: true,
    });
    const [saved] = await stored();
    expect(saved).toMatchObject(message());
    expect(Date.parse((saved as { created_at: string }).created_at)).toBeGreaterThan(0);
  });

  it('refuses bad input in French and writes nothing', async () => {
    const before = await dump();
    const cases: unknown[] = [
      {},
      { ...message(), email: 'pas-un-email' },
      { ...message(), message: 'court' },
      { ...message(), name: 'N'.repeat(101) },
      { ...message(), message: 'm'.repeat(5001) },
      { ...message(), created_at: '2020-01-01T00:00:00Z' },
      { ...message(), __proto__: { admin: true }, extra: 1 },
      'texte',
      null,
    ];
    for (const data of cases) {
      const outcome = await call('sendContactMessage', data, fromIp('198.51.100.11'));
      expect(outcome.ok, JSON.stringify(data)).toBe(false);
      if (!outcome.ok) {
        expect(outcome.code).toBe('invalid-argument');
        expect(outcome.message).toMatch(FRENCH);
        expect(outcome.message).not.toMatch(ENGLISH);
      }
    }
    expect(await dump()).toEqual(before);
  });

  it('limits a visitor, even in a concurrent burst, without affecting others', async () => {
    // Counters of earlier files (same origins, shop-wide caps) would refuse first with the
    // origin's message: this test starts from none.
    await db().ref('contact_messages').remove();
    await db().ref('rate_limits').remove();
    const burst = await Promise.all(
      Array.from({ length: CONTACT_RATE_LIMIT.messages + 3 }, (_, i) =>
        call('sendContactMessage', message(i), fromIp('203.0.113.50')),
      ),
    );
    expect(burst.filter((o) => o.ok)).toHaveLength(CONTACT_RATE_LIMIT.messages);
    for (const outcome of burst.filter((o) => !o.ok)) {
      expect(outcome).toMatchObject({
        code: 'resource-exhausted',
        message: MESSAGES.contactTooMany,
      });
    }
    expect(await stored()).toHaveLength(CONTACT_RATE_LIMIT.messages);
    // Another address of the same IPv4 visitor is another visitor; a signed-in one counts by uid.
    await succeed('sendContactMessage', message(), fromIp('203.0.113.51'));
    const user = await newAccount();
    for (let i = 0; i < CONTACT_RATE_LIMIT.messages; i += 1) {
      await succeed('sendContactMessage', message(i), { ...user, ...fromIp(`192.0.2.${i}`) });
    }
    const over = await call('sendContactMessage', message(), { ...user, ...fromIp('192.0.2.99') });
    expect(over).toMatchObject({ ok: false, code: 'resource-exhausted' });
    expect(await stored()).toHaveLength(2 * CONTACT_RATE_LIMIT.messages + 1);
  }, 180_000);

  it('lets the visitor write again once the window has passed', async () => {
    // Its own visitor, its window filled here: this test does not lean on the ones before it.
    const visitor = fromIp('203.0.113.70');
    for (let i = 0; i < CONTACT_RATE_LIMIT.messages; i += 1)
      await succeed('sendContactMessage', message(i), visitor);
    expect(await call('sendContactMessage', message(), visitor)).toMatchObject({
      ok: false,
      code: 'resource-exhausted',
    });
    const guards = (await read<Record<string, { window_start: number }>>('contact_guards')) ?? {};
    // Age every guard past the window, as if an hour had gone by.
    for (const key of Object.keys(guards)) {
      await db()
        .ref(`contact_guards/${key}/window_start`)
        .set(Date.now() - CONTACT_RATE_LIMIT.windowMs - 1);
    }
    const before = (await stored()).length;
    await succeed('sendContactMessage', message(), visitor);
    expect(await stored()).toHaveLength(before + 1);
  });
});
