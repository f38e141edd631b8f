// Transactions, server values, priorities and onDisconnect through the real SDKs.
import { describe, expect, it } from 'vitest';
import {
  get,
  goOffline,
  increment,
  onDisconnect,
  onValue,
  ref,
  runTransaction,
  serverTimestamp,
  set,
  setPriority,
  setWithPriority,
  update,
} from 'firebase/database';
import { adminDb, RawClient, waitFor, webDb, useTestEmulator } from '../test/helpers.js';
import { hashNode } from '../tree/hash.js';
import { fromJson } from '../tree/from-json.js';

const emulator = useTestEmulator();

describe('hash', () => {
  it('matches the SDK algorithm', () => {
    expect(hashNode(fromJson(1))).toBe('YPVfR2bXt/lcDjiQZ8pOkAd3qkQ=');
    expect(hashNode(null)).toBe('');
  });
});

describe('transactions', () => {
  it('5 web clients x 20 transactions on one counter give an exact total', async () => {
    const clients = Array.from({ length: 5 }, () => webDb(emulator, 'tx').db);
    await Promise.all(
      clients.map(async (db) => {
        for (let i = 0; i < 20; i++)
          await runTransaction(ref(db, 'counter'), (n: number | null) => (n ?? 0) + 1);
      }),
    );
    expect((await get(ref(clients[0]!, 'counter'))).val()).toBe(100);
  });

  it('works on objects with priorities and numeric keys, and through the Admin SDK', async () => {
    const db = adminDb(emulator, 'tx-obj');
    await db.ref('o').setWithPriority({ '9': { v: 1 }, '10': { v: 2 }, a: 'x' }, 0);
    const result = await db
      .ref('o')
      .transaction((o: Record<string, unknown> | null) => ({ ...o, b: 'y' }));
    expect(result.committed).toBe(true);
    expect((await db.ref('o').once('value')).exportVal()).toMatchObject({ '.priority': 0, b: 'y' });
  });

  it('replies datastale to a stale hash after pushing the data', async () => {
    const raw = await RawClient.connect(emulator, 'tx-raw');
    await raw.request('p', { p: '/n', d: 5 });
    expect(await raw.request('p', { p: '/n', d: 6, h: '' })).toMatchObject({ s: 'datastale' });
    expect(await raw.request('p', { p: '/n', d: 6, h: hashNode(fromJson(5)) })).toMatchObject({
      s: 'ok',
    });
    raw.close();
  });
});

describe('server values', () => {
  it('20 clients x 50 increment(1) give exactly 1000', async () => {
    const clients = Array.from({ length: 20 }, () => webDb(emulator, 'inc').db);
    await Promise.all(
      clients.flatMap((db) => Array.from({ length: 50 }, () => set(ref(db, 'hits'), increment(1)))),
    );
    expect((await get(ref(clients[0]!, 'hits'))).val()).toBe(1000);
  });

  it('resolves timestamps, including inside priorities and updates', async () => {
    const { db } = webDb(emulator, 'sv');
    const before = Date.now();
    await setWithPriority(
      ref(db, 'stamp'),
      serverTimestamp(),
      serverTimestamp() as unknown as number,
    );
    await update(ref(db, 'obj'), { at: serverTimestamp(), n: increment(2) });
    await update(ref(db, 'obj'), { n: increment(3) });
    const admin = adminDb(emulator, 'sv');
    const stamp = (await admin.ref('stamp').once('value')).exportVal() as {
      '.value': number;
      '.priority': number;
    };
    expect(stamp['.value']).toBeGreaterThanOrEqual(before);
    expect(stamp['.priority']).toBe(stamp['.value']);
    const obj = (await admin.ref('obj').once('value')).val() as { at: number; n: number };
    expect(obj.n).toBe(5);
    expect(obj.at).toBeGreaterThanOrEqual(before);
  });

  it('increments a non-number as if it were absent', async () => {
    const db = adminDb(emulator, 'sv2');
    await db.ref('s').set('text');
    await db.ref('s').set({ '.sv': { increment: 4 } });
    expect((await db.ref('s').once('value')).val()).toBe(4);
  });
});

describe('priorities', () => {
  it('stores priorities via setPriority and .priority paths, exports them', async () => {
    const { db } = webDb(emulator, 'prio');
    await set(ref(db, 'p/a'), 'x');
    await setPriority(ref(db, 'p/a'), 7);
    await set(ref(db, 'p/b/c'), 1);
    const raw = await RawClient.connect(emulator, 'prio');
    expect(await raw.request('p', { p: '/p/b/.priority', d: 'z' })).toMatchObject({ s: 'ok' });
    expect(await raw.request('p', { p: '/p/none/.priority', d: 'z' })).toMatchObject({ s: 'ok' });
    raw.close();
    const res = await fetch(`${emulator.url}/p.json?ns=prio&format=export`);
    expect(await res.json()).toEqual({
      a: { '.value': 'x', '.priority': 7 },
      b: { c: 1, '.priority': 'z' },
    });
  });
});

describe('onDisconnect', () => {
  it('applies queued set/update/remove when the socket dies, not cancelled ones', async () => {
    const watcher = webDb(emulator, 'od').db;
    const { db } = webDb(emulator, 'od');
    await set(ref(db, 'presence'), { me: 'online', gone: 'here', keep: 'yes' });
    await onDisconnect(ref(db, 'presence/me')).set('offline');
    await onDisconnect(ref(db, 'presence')).update({ at: serverTimestamp() });
    await onDisconnect(ref(db, 'presence/gone')).remove();
    await onDisconnect(ref(db, 'presence/keep')).set('no');
    await onDisconnect(ref(db, 'presence/keep')).cancel();
    let latest: Record<string, unknown> | null = null;
    onValue(ref(watcher, 'presence'), (snap) => {
      latest = snap.val() as Record<string, unknown>;
    });
    await waitFor(() => latest?.me === 'online');
    goOffline(db);
    const value = await waitFor(
      () => (latest?.me === 'offline' ? latest : null),
      10000,
      'onDisconnect writes',
    );
    expect(value).toMatchObject({ me: 'offline', keep: 'yes' });
    expect(value.gone).toBeUndefined();
    expect(typeof value.at).toBe('number');
  });

  it('applies when the raw websocket is closed', async () => {
    const raw = await RawClient.connect(emulator, 'od2');
    expect(await raw.request('o', { p: '/status', d: 'bye' })).toMatchObject({ s: 'ok' });
    raw.socket.terminate();
    const db = adminDb(emulator, 'od2');
    const seen: unknown[] = [];
    db.ref('status').on('value', (snap) => seen.push(snap.val()));
    await waitFor(() => seen.includes('bye'), 10000, 'status bye');
  });
});
