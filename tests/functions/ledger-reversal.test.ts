// Manual grand livre entries over HTTP: created, edited (author kept, who / when / which fields
// in the history), then cancelled by a reversal — nothing is deleted — after which neither can
// be edited or reversed again; an interrupted reversal is completed by the next call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAdmin, db, dump, read } from './support/admin.js';
import { newAccount, type Account } from './support/accounts.js';
import { call, succeed } from './support/client.js';
import { seedSettings } from './support/orders.js';
import { resetDatabase } from './support/seed.js';

let admin: Account;

const expense = (overrides: Record<string, unknown> = {}) => ({
  date: '2026-03-02',
  kind: 'expense',
  category: 'purchases',
  label: 'Pneus 10 pouces',
  amount: 480.5,
  vat_rate: 20,
  supplier: 'Grossiste Lyon',
  ...overrides,
});

beforeAll(async () => {
  await resetDatabase();
  await seedSettings();
  admin = await newAccount({ admin: true });
});
afterAll(closeAdmin);

type Entry = Record<string, unknown>;

describe('manual entries', () => {
  it('creates, edits (author kept, history added) and reverses an expense', async () => {
    const { entry_id } = await succeed<{ entry_id: string }>(
      'createLedgerEntry',
      { entry: expense({ supplier: '' }) },
      admin,
    );
    const created = await read<Entry>(`ledger/${entry_id}`);
    expect(created).toEqual({
      entry_id,
      ...expense(),
      supplier: undefined,
      created_by: admin.uid,
      created_at: expect.any(String),
    });
    expect(created).not.toHaveProperty('supplier');
    await succeed(
      'updateLedgerEntry',
      { entry_id, entry: expense({ category: 'rent', amount: 900, paid_on: '2026-03-05' }) },
      admin,
    );
    const edited = await read<Entry>(`ledger/${entry_id}`);
    expect(edited).toMatchObject({
      category: 'rent',
      amount: 900,
      paid_on: '2026-03-05',
      supplier: 'Grossiste Lyon',
      created_by: admin.uid,
      created_at: created!.created_at,
      updated_at: expect.any(String),
      settled_at: edited!.updated_at,
      history: [
        {
          at: edited!.updated_at,
          by: admin.uid,
          action: 'updated',
          fields: ['category', 'amount', 'supplier', 'paid_on'],
        },
      ],
    });

    const { entry_id: reversalId } = await succeed<{ entry_id: string }>(
      'reverseLedgerEntry',
      { entry_id },
      admin,
    );
    const original = await read<Entry>(`ledger/${entry_id}`);
    const reversal = await read<Entry>(`ledger/${reversalId}`);
    // Nothing is removed: the entry stays, marked, and the reversal copies it.
    const { history: _edits, ...fields } = edited!;
    expect(original).toMatchObject({ ...fields, reversed_by: reversalId });
    expect((original!.history as Entry[]).map((h) => [h.action, h.by])).toEqual([
      ['updated', admin.uid],
      ['reversed', admin.uid],
    ]);
    expect(reversal).toEqual({
      entry_id: reversalId,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      kind: 'expense',
      category: 'rent',
      label: 'Contre-passation : Pneus 10 pouces',
      amount: 900,
      vat_rate: 20,
      supplier: 'Grossiste Lyon',
      paid_on: reversal!.date,
      settled_at: reversal!.created_at,
      reverses: entry_id,
      created_by: admin.uid,
      created_at: expect.any(String),
    });

    // Both are closed now: no edit, no second reversal, nothing written.
    const before = await dump();
    for (const [name, id, text] of [
      ['updateLedgerEntry', entry_id, /contre-passée/],
      ['reverseLedgerEntry', entry_id, /contre-passée/],
      ['updateLedgerEntry', reversalId, /est une contre-passation/],
      ['reverseLedgerEntry', reversalId, /est une contre-passation/],
    ] as const) {
      const data =
        name === 'updateLedgerEntry' ? { entry_id: id, entry: expense() } : { entry_id: id };
      const outcome = await call(name, data, admin);
      expect(outcome, `${name} ${id}`).toMatchObject({ ok: false, code: 'failed-precondition' });
      expect(outcome.ok ? '' : outcome.message).toMatch(text);
    }
    expect(await dump()).toEqual(before);
  });

  it('writes a reversal left missing by an interrupted call, once', async () => {
    const { entry_id } = await succeed<{ entry_id: string }>(
      'createLedgerEntry',
      { entry: expense() },
      admin,
    );
    // As if the call had stopped between marking the entry and writing its reversal.
    await db().ref(`ledger/${entry_id}/reversed_by`).set(`${entry_id}_cp`);
    await succeed('reverseLedgerEntry', { entry_id }, admin);
    expect(await read(`ledger/${entry_id}_cp`)).toMatchObject({
      reverses: entry_id,
      amount: 480.5,
    });
    expect(await call('reverseLedgerEntry', { entry_id }, admin)).toMatchObject({
      ok: false,
      code: 'failed-precondition',
    });
  });
});
