// Query semantics through the web SDK (server filtering + tags) and the REST API (server only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endAt,
  endBefore,
  equalTo,
  get,
  limitToFirst,
  limitToLast,
  onValue,
  orderByChild,
  orderByKey,
  orderByPriority,
  orderByValue,
  query,
  ref,
  set,
  setWithPriority,
  startAfter,
  startAt,
  remove,
  type QueryConstraint,
} from 'firebase/database';
import type { RunningEmulator } from '../index.js';
import { cleanupApps, startTestEmulator, waitFor, webDb } from '../test/helpers.js';

const NS = 'queries';
const SCORES = {
  a: { n: 3 },
  b: { n: 1 },
  c: { n: 2 },
  d: { n: 2 },
  e: { n: 'x' },
  f: { n: true },
  g: { m: 1 },
  '10': { n: 5 },
  '9': { n: 5 },
};

let emulator: RunningEmulator;
let db: ReturnType<typeof webDb>['db'];
beforeAll(async () => {
  emulator = await startTestEmulator();
  db = webDb(emulator, NS).db;
  await set(ref(db, 'scores'), SCORES);
  await set(ref(db, 'values'), { p: 5, q: 'a', r: true, s: 1, t: { x: 1 } });
  await setWithPriority(ref(db, 'prio/x'), 1, 'b');
  await setWithPriority(ref(db, 'prio/y'), 2, 3);
  await setWithPriority(ref(db, 'prio/z'), 3, 'a');
  await set(ref(db, 'prio/w'), 4);
});
afterAll(async () => {
  await cleanupApps();
  await emulator.stop();
});

async function keysOf(path: string, ...constraints: QueryConstraint[]): Promise<string[]> {
  const keys: string[] = [];
  (await get(query(ref(db, path), ...constraints))).forEach((child) => {
    keys.push(child.key as string);
  });
  return keys;
}

async function restKeys(path: string, params: Record<string, string>): Promise<string[]> {
  const search = new URLSearchParams({ ns: NS, ...params });
  const body = (await (await fetch(`${emulator.url}/${path}.json?${search}`)).json()) as Record<
    string,
    unknown
  > | null;
  return Object.keys(body ?? {});
}

const byN = orderByChild('n');
const cases: Array<[string, QueryConstraint[], string[], Record<string, string>]> = [
  ['orderByChild', [byN], ['g', 'f', 'b', 'c', 'd', 'a', '9', '10', 'e'], { orderBy: '"n"' }],
  ['startAt', [byN, startAt(2)], ['c', 'd', 'a', '9', '10', 'e'], { orderBy: '"n"', startAt: '2' }],
  [
    'startAt with key',
    [byN, startAt(2, 'd')],
    ['d', 'a', '9', '10', 'e'],
    { orderBy: '"n"', startAt: '2,"d"' },
  ],
  ['startAfter', [byN, startAfter(2)], ['a', '9', '10', 'e'], { orderBy: '"n"', startAfter: '2' }],
  [
    'startAfter with key',
    [byN, startAfter(2, 'c')],
    ['d', 'a', '9', '10', 'e'],
    { orderBy: '"n"', startAfter: '2,"c"' },
  ],
  ['endAt', [byN, endAt(2)], ['g', 'f', 'b', 'c', 'd'], { orderBy: '"n"', endAt: '2' }],
  [
    'endAt with key',
    [byN, endAt(2, 'c')],
    ['g', 'f', 'b', 'c'],
    { orderBy: '"n"', endAt: '2,"c"' },
  ],
  ['endBefore', [byN, endBefore(2)], ['g', 'f', 'b'], { orderBy: '"n"', endBefore: '2' }],
  [
    'endBefore with key',
    [byN, endBefore(2, 'd')],
    ['g', 'f', 'b', 'c'],
    { orderBy: '"n"', endBefore: '2,"d"' },
  ],
  ['equalTo', [byN, equalTo(2)], ['c', 'd'], { orderBy: '"n"', equalTo: '2' }],
  ['equalTo with key', [byN, equalTo(2, 'd')], ['d'], { orderBy: '"n"', equalTo: '2,"d"' }],
  [
    'equalTo + limitToFirst',
    [byN, equalTo(5), limitToFirst(1)],
    ['9'],
    { orderBy: '"n"', equalTo: '5', limitToFirst: '1' },
  ],
  ['equalTo string', [byN, equalTo('x')], ['e'], { orderBy: '"n"', equalTo: '"x"' }],
  ['equalTo boolean', [byN, equalTo(true)], ['f'], { orderBy: '"n"', equalTo: 'true' }],
  ['limitToFirst', [byN, limitToFirst(3)], ['g', 'f', 'b'], { orderBy: '"n"', limitToFirst: '3' }],
  ['limitToLast', [byN, limitToLast(2)], ['10', 'e'], { orderBy: '"n"', limitToLast: '2' }],
  [
    'range + limitToLast',
    [byN, startAt(1), endAt(3), limitToLast(2)],
    ['d', 'a'],
    { orderBy: '"n"', startAt: '1', endAt: '3', limitToLast: '2' },
  ],
  [
    'range + limitToFirst',
    [byN, startAfter(1), endBefore(5), limitToFirst(2)],
    ['c', 'd'],
    { orderBy: '"n"', startAfter: '1', endBefore: '5', limitToFirst: '2' },
  ],
  [
    'orderByKey',
    [orderByKey()],
    ['9', '10', 'a', 'b', 'c', 'd', 'e', 'f', 'g'],
    { orderBy: '"$key"' },
  ],
  [
    'key range',
    [orderByKey(), startAt('b'), endAt('d')],
    ['b', 'c', 'd'],
    { orderBy: '"$key"', startAt: '"b"', endAt: '"d"' },
  ],
  [
    'key startAfter',
    [orderByKey(), startAfter('e')],
    ['f', 'g'],
    { orderBy: '"$key"', startAfter: '"e"' },
  ],
  [
    'key endBefore',
    [orderByKey(), endBefore('b')],
    ['9', '10', 'a'],
    { orderBy: '"$key"', endBefore: '"b"' },
  ],
  [
    'key limitToLast',
    [orderByKey(), limitToLast(2)],
    ['f', 'g'],
    { orderBy: '"$key"', limitToLast: '2' },
  ],
  ['key equalTo', [orderByKey(), equalTo('10')], ['10'], { orderBy: '"$key"', equalTo: '"10"' }],
];

describe('query filtering', () => {
  it.each(cases)('%s (web SDK and REST agree)', async (_name, constraints, expected, rest) => {
    expect(await keysOf('scores', ...constraints)).toEqual(expected);
    const restResult = await restKeys('scores', rest);
    expect([...restResult].sort()).toEqual([...expected].sort());
  });

  it('orders by value: booleans < numbers < strings < objects', async () => {
    expect(await keysOf('values', orderByValue())).toEqual(['r', 's', 'p', 'q', 't']);
    expect(await keysOf('values', orderByValue(), startAt(2))).toEqual(['p', 'q', 't']);
    expect(await keysOf('values', orderByValue(), limitToFirst(2))).toEqual(['r', 's']);
    expect(
      (await restKeys('values', { orderBy: '"$value"', startAt: '2', endAt: '"z"' })).sort(),
    ).toEqual(['p', 'q']);
  });

  it('orders by priority: none < numbers < strings', async () => {
    expect(await keysOf('prio', orderByPriority())).toEqual(['w', 'y', 'z', 'x']);
    expect(await keysOf('prio', orderByPriority(), startAt('a'))).toEqual(['z', 'x']);
    expect(await keysOf('prio', orderByPriority(), limitToLast(1))).toEqual(['x']);
    expect(await restKeys('prio', { orderBy: '"$priority"', startAt: '3', endAt: '3' })).toEqual([
      'y',
    ]);
  });
});

describe('live windows under limits', () => {
  async function watch(constraints: QueryConstraint[], path: string) {
    const states: string[][] = [];
    const unsubscribe = onValue(query(ref(db, path), ...constraints), (snap) => {
      const keys: string[] = [];
      snap.forEach((child) => {
        keys.push(child.key as string);
      });
      states.push(keys);
    });
    const expectKeys = (keys: string[]) =>
      waitFor(
        () => JSON.stringify(states.at(-1)) === JSON.stringify(keys),
        10000,
        `window ${keys.join(',')} (last ${JSON.stringify(states.at(-1))})`,
      );
    return { expectKeys, unsubscribe };
  }

  it('limitToFirst: entering, leaving and refilling the window', async () => {
    await set(ref(db, 'w1'), { a: { n: 1 }, b: { n: 2 }, c: { n: 3 }, d: { n: 4 } });
    const w = await watch([orderByChild('n'), limitToFirst(2)], 'w1');
    await w.expectKeys(['a', 'b']);
    await set(ref(db, 'w1/z'), { n: 0 });
    await w.expectKeys(['z', 'a']);
    await remove(ref(db, 'w1/z'));
    await w.expectKeys(['a', 'b']);
    await remove(ref(db, 'w1/a'));
    await w.expectKeys(['b', 'c']); // c was outside the window: the server must send it
    await set(ref(db, 'w1/d/n'), -1);
    await w.expectKeys(['d', 'b']);
    w.unsubscribe();
  });

  it('limitToLast with startAfter/endBefore', async () => {
    await set(ref(db, 'w2'), { a: { n: 1 }, b: { n: 2 }, c: { n: 3 }, d: { n: 4 }, e: { n: 5 } });
    const w = await watch([orderByChild('n'), startAfter(1), endBefore(5), limitToLast(2)], 'w2');
    await w.expectKeys(['c', 'd']);
    await remove(ref(db, 'w2/d'));
    await w.expectKeys(['b', 'c']);
    await set(ref(db, 'w2/x'), { n: 4.5 });
    await w.expectKeys(['c', 'x']);
    await set(ref(db, 'w2/x/n'), 9);
    await w.expectKeys(['b', 'c']);
    w.unsubscribe();
  });

  it('equalTo with key follows writes', async () => {
    await set(ref(db, 'w3'), { a: { s: 'on' }, b: { s: 'on' }, c: { s: 'off' } });
    const w = await watch([orderByChild('s'), equalTo('on')], 'w3');
    await w.expectKeys(['a', 'b']);
    await set(ref(db, 'w3/c/s'), 'on');
    await w.expectKeys(['a', 'b', 'c']);
    await set(ref(db, 'w3/a/s'), 'off');
    await w.expectKeys(['b', 'c']);
    w.unsubscribe();
  });
});
