// `query.*` as .read rules see it: a plain read (no index named, no filter) is ordered by key.
import { describe, expect, it } from 'vitest';
import { get, limitToFirst, onValue, orderByValue, query, ref, startAt } from 'firebase/database';
import { useTestEmulator, waitFor, webDb } from '../test/helpers.js';
import { parseWireQuery, toRulesQuery } from './params.js';

const emulator = useTestEmulator();

describe('toRulesQuery', () => {
  it('maps a plain read to no query (ordered by key for the rules)', () => {
    expect(toRulesQuery(parseWireQuery(undefined))).toBeUndefined();
    expect(toRulesQuery(parseWireQuery({}))).toBeUndefined(); // `get()` of a plain ref
  });

  it('keeps the order of filtering queries and of named indexes', () => {
    expect(toRulesQuery(parseWireQuery({ l: 2, vf: 'l' }))).toEqual({
      orderByPriority: true,
      limitToFirst: 2,
    });
    expect(toRulesQuery(parseWireQuery({ i: '.priority' }))).toEqual({ orderByPriority: true });
    expect(toRulesQuery(parseWireQuery({ i: '.key' }))).toEqual({ orderByKey: true });
    expect(toRulesQuery(parseWireQuery({ i: '.value' }))).toEqual({ orderByValue: true });
  });
});

describe('query order in .read rules', () => {
  const NS = 'rules-query-order';
  const setup = async () => {
    const rules = {
      rules: {
        byKey: { '.read': 'query.orderByKey === true' },
        byValue: { '.read': 'query.orderByValue === true' },
        byPriority: { '.read': 'query.orderByPriority === true' },
      },
    };
    const res = await fetch(`${emulator.url}/.settings/rules.json?ns=${NS}`, {
      method: 'PUT',
      headers: { Authorization: 'Bearer owner' },
      body: JSON.stringify(rules),
    });
    expect(res.status).toBe(200);
  };

  it('grants plain gets, listens and REST reads as ordered by key only', async () => {
    await setup();
    const { db } = webDb(emulator, NS);
    await expect(get(ref(db, 'byKey'))).resolves.toBeDefined();
    await expect(get(ref(db, 'byValue'))).rejects.toThrow(/Permission denied/i);
    await expect(get(ref(db, 'byPriority'))).rejects.toThrow(/Permission denied/i);
    let listened: 'value' | Error | undefined;
    onValue(
      ref(db, 'byKey'),
      () => (listened = 'value'),
      (error) => (listened = error),
    );
    await waitFor(() => listened, 10000, 'plain listen');
    expect(listened).toBe('value');
    const rest = async (path: string, params = '') =>
      (await fetch(`${emulator.url}/${path}.json?ns=${NS}${params}`)).status;
    expect(await rest('byKey')).toBe(200);
    expect(await rest('byValue')).toBe(401);
    expect(await rest('byPriority')).toBe(401);
    expect(await rest('byPriority', '&orderBy="$priority"')).toBe(200);
  });

  it('still sees the order of real queries', async () => {
    await setup();
    const { db } = webDb(emulator, NS);
    await expect(get(query(ref(db, 'byValue'), orderByValue(), startAt(1)))).resolves.toBeDefined();
    await expect(get(query(ref(db, 'byPriority'), limitToFirst(1)))).resolves.toBeDefined();
    await expect(get(query(ref(db, 'byKey'), orderByValue(), startAt(1)))).rejects.toThrow(
      /Permission denied/i,
    );
  });
});
