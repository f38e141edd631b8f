// Listen bookkeeping through the web SDK: shadowing (`n` for deeper tagged queries once a
// default listen covers them, `q` again when it goes), re-listens, and child_* sequences of a
// limited window as children cross its edge.
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  limitToFirst,
  limitToLast,
  onChildAdded,
  onChildChanged,
  onChildMoved,
  onChildRemoved,
  onValue,
  orderByChild,
  query,
  ref,
  remove,
  set,
  update,
  type Database,
  type DataSnapshot,
} from 'firebase/database';
import type { RunningEmulator } from '../index.js';
import { cleanupApps, startTestEmulator, waitFor, webDb } from '../test/helpers.js';

let emulator: RunningEmulator;
let reader: Database;
let writer: Database;
beforeAll(async () => {
  emulator = await startTestEmulator();
  reader = webDb(emulator, 'sequences').db;
  writer = webDb(emulator, 'sequences').db;
});
afterAll(async () => {
  await cleanupApps();
  await emulator.stop();
});

const keys = (snap: DataSnapshot) => {
  const out: string[] = [];
  snap.forEach((child) => {
    out.push(child.key as string);
  });
  return out.join(',');
};

it('keeps tagged queries live across shadowing by a default listen and re-listens', async () => {
  await set(ref(writer, 's'), {
    a: { n: 1, d: { x: { n: 1 }, y: { n: 2 } } },
    b: { n: 2 },
    c: { n: 3 },
  });
  const views = { top: '', deep: '', all: '' };
  const offTop = onValue(
    query(ref(reader, 's'), orderByChild('n'), limitToFirst(2)),
    (s) => (views.top = keys(s)),
  );
  const offDeep = onValue(
    query(ref(reader, 's/a/d'), orderByChild('n'), limitToLast(1)),
    (s) => (views.deep = keys(s)),
  );
  await waitFor(() => views.top === 'a,b' && views.deep === 'y', 5000, 'initial windows');
  const offAll = onValue(ref(reader, 's'), (s) => (views.all = keys(s)));
  await waitFor(() => views.all !== '');
  await set(ref(writer, 's/c/n'), 0);
  await waitFor(() => views.top === 'c,a', 5000, `shadowed window (${views.top})`);
  offAll();
  await set(ref(writer, 's/a/d/z'), { n: 5 });
  await waitFor(() => views.deep === 'z', 5000, `deep window after unshadowing (${views.deep})`);
  await set(ref(writer, 's/b/n'), -1);
  await waitFor(() => views.top === 'b,c', 5000, `top window after unshadowing (${views.top})`);
  offTop();
  offDeep();
  const offAgain = onValue(
    query(ref(reader, 's'), orderByChild('n'), limitToFirst(2)),
    (s) => (views.top = keys(s)),
  );
  await set(ref(writer, 's/a/n'), -5);
  await waitFor(() => views.top === 'a,b', 5000, `window after n then q (${views.top})`);
  offAgain();
});

it('raises the child_* sequence of the SDK as children cross a limitToLast window', async () => {
  await set(ref(writer, 'e'), { a: { n: 1 }, b: { n: 2 }, c: { n: 3 }, d: { n: 4 }, e: { n: 5 } });
  const events: string[] = [];
  const q = query(ref(reader, 'e'), orderByChild('n'), limitToLast(3));
  onChildAdded(q, (s, prev) => events.push(`added ${s.key} ${prev}`));
  onChildRemoved(q, (s) => events.push(`removed ${s.key}`));
  onChildChanged(q, (s, prev) => events.push(`changed ${s.key} ${prev}`));
  onChildMoved(q, (s, prev) => events.push(`moved ${s.key} ${prev}`));
  await waitFor(() => events.length === 3);
  const step = async (write: () => Promise<unknown>, expected: string[]) => {
    events.length = 0;
    await write();
    await waitFor(
      () => events.length >= expected.length,
      5000,
      `events ${expected.join('|')} (got ${events.join('|')})`,
    );
    expect(events).toEqual(expected);
  };
  await step(() => set(ref(writer, 'e/a/n'), 10), ['removed c', 'added a e']);
  await step(() => set(ref(writer, 'e/a/n'), 0), ['removed a', 'added c null']);
  await step(() => set(ref(writer, 'e/d/n'), 6), ['moved d e', 'changed d e']);
  await step(() => update(ref(writer, 'e'), { 'b/n': 100, 'e/n': -1 }), ['removed e', 'added b d']);
  await step(() => remove(ref(writer, 'e/b')), ['removed b', 'added a null']);
});
