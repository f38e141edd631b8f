// Live server-filtered (tagged) queries against the SDK's own filtering: after each random write,
// the view of a client holding only the query must equal what a fresh client computes locally
// from the complete parent (default listen + the same query, filtered by the SDK itself).
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  endAt,
  endBefore,
  equalTo,
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
  startAfter,
  startAt,
  update,
  type Database,
  type DataSnapshot,
  type QueryConstraint,
} from 'firebase/database';
import type { RunningEmulator } from '../index.js';
import { cleanupApps, startTestEmulator, waitFor, webDb } from '../test/helpers.js';

let emulator: RunningEmulator;
let writer: Database;
let oracle: Database;
beforeAll(async () => {
  emulator = await startTestEmulator();
  writer = webDb(emulator, 'live').db;
  oracle = webDb(emulator, 'live').db;
});
afterAll(async () => {
  await cleanupApps();
  await emulator.stop();
});

const render = (snap: DataSnapshot) => {
  const out: unknown[] = [];
  snap.forEach((child) => {
    out.push([child.key, child.exportVal()]);
  });
  return JSON.stringify(out);
};

/** The SDK's own filtering of the complete data: default listen plus the query, then both dropped. */
async function sdkFiltered(path: string, constraints: QueryConstraint[]): Promise<string> {
  const box: { full?: boolean; view?: string } = {};
  const offParent = onValue(ref(oracle, path), () => (box.full = true));
  const offQuery = onValue(
    query(ref(oracle, path), ...constraints),
    (snap) => (box.view = render(snap)),
  );
  await waitFor(() => box.full && box.view);
  offQuery();
  offParent();
  return box.view as string;
}

const KEYS = ['9', '10', '-1', '0010', 'a', 'b', '2147483648', 'FōhzShop', 'z z'];
const VALUES: unknown[] = [null, 1, 2, 2, 'x', 'y', true, false, { q: 1 }, 0, -3, 2.5];
const PRIORITIES: Array<string | number> = [1, 2, 'a', 'b', 0];

function randomWriter(path: string, nested: boolean, seed: number) {
  let state = seed;
  const pick = <T>(items: readonly T[]): T => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return items[state % items.length] as T;
  };
  return () => {
    const [key, other, value, priority, mode] = [
      pick(KEYS),
      pick(KEYS),
      pick(VALUES),
      pick(PRIORITIES),
      pick([0, 1, 2]),
    ];
    const inner = nested ? { n: { m: value } } : value;
    if (mode === 0 && value !== null) {
      const withPriority =
        typeof inner === 'object'
          ? { ...(inner as object), '.priority': priority }
          : { '.value': inner, '.priority': priority };
      return set(ref(writer, `${path}/${key}`), withPriority);
    }
    if (mode === 1 && other !== key)
      return update(ref(writer, path), {
        [nested ? `${key}/n/m` : key]: value,
        [other]: pick([null, inner]),
      });
    return set(ref(writer, `${path}/${key}`), inner);
  };
}

const CASES: Array<[string, QueryConstraint[], boolean]> = [
  ['child a/b limitToFirst', [orderByChild('n/m'), limitToFirst(3)], true],
  [
    'child a/b range limitToLast',
    [orderByChild('n/m'), startAt(1), endAt('x'), limitToLast(2)],
    true,
  ],
  [
    'child a/b startAfter endBefore',
    [orderByChild('n/m'), startAfter(1), endBefore('y'), limitToFirst(2)],
    true,
  ],
  ['child equalTo', [orderByChild('n/m'), equalTo(2), limitToFirst(1)], true],
  ['value limitToFirst', [orderByValue(), limitToFirst(3)], false],
  ['value range', [orderByValue(), startAt(false), endAt(2), limitToLast(3)], false],
  ['priority limitToLast', [orderByPriority(), limitToLast(3)], false],
  ['priority range', [orderByPriority(), startAt(1), endAt('a'), limitToFirst(2)], false],
  ['key numeric-like', [orderByKey(), startAt('0010'), limitToFirst(3)], false],
  ['key limitToLast', [orderByKey(), endAt('b'), limitToLast(3)], false],
];

describe('live tagged queries', () => {
  it.each(CASES)('%s follows 30 random writes', async (name, constraints, nested) => {
    const path = `q-${name.replace(/\W/g, '_')}`;
    const live: { view?: string } = {};
    const off = onValue(
      query(ref(writer, path), ...constraints),
      (snap) => (live.view = render(snap)),
    );
    const write = randomWriter(path, nested, name.length * 7919);
    for (let step = 0; step < 30; step++) {
      await write();
      const expected = await sdkFiltered(path, constraints);
      await waitFor(
        () => live.view === expected,
        3000,
        `step ${step}: live ${live.view} vs SDK ${expected}`,
      );
    }
    off();
  });
});
