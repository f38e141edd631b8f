import { describe, expect, it } from 'vitest';
import { WithdrawalRequestSchema } from './schemas/withdrawal';
import {
  endOfParisDay,
  hasOpenWithdrawal,
  nameMatches,
  parisDateTime,
  refundDeadline,
  withdrawalPeriodEnd,
  withdrawalWindow,
} from './withdrawal';
import { withdrawalStatement } from './withdrawal-texts';

const iso = (at: Date) => at.toISOString();

describe('withdrawal period (L221-18, L221-20)', () => {
  it('ends at the end of the 14th Paris day after delivery', () => {
    // Friday 27 Nov 2026 → Friday 11 Dec, midnight in Paris (UTC+1).
    expect(iso(withdrawalPeriodEnd('2026-11-27T10:00:00Z'))).toBe('2026-12-11T23:00:00.000Z');
  });

  it('counts the delivery day in Paris, not in UTC', () => {
    // 23:30 UTC on the 27th is 00:30 on the 28th in Paris (a Saturday): the 14th day is the
    // Saturday 12 Dec, which runs on to Monday 14 Dec.
    expect(iso(withdrawalPeriodEnd('2026-11-27T23:30:00Z'))).toBe('2026-12-14T23:00:00.000Z');
  });

  it('moves a last day on a Saturday or Sunday to the Monday, in summer time too', () => {
    expect(iso(withdrawalPeriodEnd('2026-06-07T08:00:00Z'))).toBe('2026-06-22T22:00:00.000Z');
    expect(iso(endOfParisDay('2026-06-15'))).toBe('2026-06-15T22:00:00.000Z');
  });

  it('extends by 12 months when the information was not given', () => {
    const end = withdrawalPeriodEnd('2026-01-05T10:00:00Z', { informationGiven: false });
    expect(iso(end)).toBe('2027-01-19T23:00:00.000Z');
  });

  it('runs 14 days from information given late, within the extension', () => {
    const end = withdrawalPeriodEnd('2026-01-05T10:00:00Z', {
      informationGiven: false,
      informationReceivedAt: '2026-03-02T09:00:00Z',
    });
    expect(iso(end)).toBe('2026-03-16T23:00:00.000Z');
    // Information after the extension changes nothing.
    const after = withdrawalPeriodEnd('2026-01-05T10:00:00Z', {
      informationGiven: false,
      informationReceivedAt: '2027-06-01T09:00:00Z',
    });
    expect(iso(after)).toBe('2027-01-19T23:00:00.000Z');
  });

  it('is open before delivery, ends after, and is closed for orders that came to nothing', () => {
    const delivered = { status: 'delivered', delivery: { delivered_at: '2026-11-27T10:00:00Z' } };
    expect(withdrawalWindow({ status: 'paid', delivery: {} }, new Date())).toEqual({
      state: 'open',
      endsAt: null,
    });
    expect(withdrawalWindow(delivered, new Date('2026-12-11T22:59:59Z'))).toMatchObject({
      state: 'open',
    });
    expect(withdrawalWindow(delivered, new Date('2026-12-11T23:00:00Z'))).toMatchObject({
      state: 'ended',
    });
    for (const status of ['cancelled', 'expired', 'refunded'])
      expect(withdrawalWindow({ ...delivered, status }, new Date('2026-12-01'))).toEqual({
        state: 'closed',
      });
  });
});

describe('withdrawal helpers', () => {
  it('gives the refund deadline 14 days after the withdrawal was received', () => {
    expect(iso(refundDeadline('2026-11-27T21:00:00.000Z'))).toBe('2026-12-11T21:00:00.000Z');
  });

  it('dates the statement in Paris time', () => {
    expect(parisDateTime('2026-11-27T21:05:09Z')).toBe(
      '27 novembre 2026 à 22:05:09 (heure de Paris)',
    );
  });

  it('matches a name without case, accents or order, and nothing else', () => {
    const people = [{ first_name: 'Jean-Pierre', last_name: 'Dupont' }];
    expect(nameMatches('jean pierre DUPONT', people)).toBe(true);
    expect(nameMatches('Dupont Jean-Pierre', people)).toBe(true);
    expect(nameMatches('Élodie Martin', [{ first_name: 'Elodie', last_name: 'Martin' }])).toBe(
      true,
    );
    expect(nameMatches('Jean Dupont', people)).toBe(false);
    expect(nameMatches('  -- ', people)).toBe(false);
  });

  it('counts a withdrawal open until its return is refunded, refused or cancelled', () => {
    const withdrawals = { w1: { received_at: '2026-11-27T21:00:00Z' } };
    expect(hasOpenWithdrawal({})).toBe(false);
    expect(hasOpenWithdrawal({ withdrawals })).toBe(true);
    expect(hasOpenWithdrawal({ withdrawals, return: { status: 'received' } })).toBe(true);
    expect(hasOpenWithdrawal({ withdrawals, return: { status: 'refunded' } })).toBe(false);
  });

  it('quotes the whole statement with its lines and its date', () => {
    const text = withdrawalStatement({
      name: 'Jeanne Martin',
      order_number: 'FZ-2026-000123',
      email: 'jeanne@example.fr',
      scope: 'order',
      lines: [{ name: 'Kaabo Mantis', quantity: 1 }],
      received_at: '2026-11-27T21:05:09Z',
    }).join('\n');
    expect(text).toContain('Je vous notifie par la présente ma rétractation');
    expect(text).toContain('- 1 × Kaabo Mantis');
    expect(text).toContain('Nom du consommateur : Jeanne Martin');
    expect(text).toContain('27 novembre 2026 à 22:05:09 (heure de Paris)');
  });
});

describe('WithdrawalRequestSchema', () => {
  const valid = {
    name: 'Jeanne Martin',
    order_number: ' fz-2026-000123 ',
    email: 'jeanne@example.fr',
    scope: 'order',
  };

  it('reads the order number as typed, in any case', () => {
    expect(WithdrawalRequestSchema.parse(valid).order_number).toBe('FZ-2026-000123');
  });

  it('asks which items for a partial withdrawal, and refuses links', () => {
    expect(WithdrawalRequestSchema.safeParse({ ...valid, scope: 'items' }).success).toBe(false);
    expect(
      WithdrawalRequestSchema.safeParse({ ...valid, scope: 'items', items: 'La batterie' }).success,
    ).toBe(true);
    expect(
      WithdrawalRequestSchema.safeParse({ ...valid, scope: 'items', items: 'voir http://x.y' })
        .success,
    ).toBe(false);
    expect(WithdrawalRequestSchema.safeParse({ ...valid, name: 'www.example.fr' }).success).toBe(
      false,
    );
  });
});
