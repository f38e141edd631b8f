import { describe, expect, it } from 'vitest';
import { get, onValue, ref, set, update, remove, push } from 'firebase/database';
import * as admin from 'firebase-admin/app';
import { getDatabase as getAdminDatabase } from 'firebase-admin/database';
import { adminDb, uniqueName, waitFor, webDb, useTestEmulator } from './test/helpers.js';

const emulator = useTestEmulator();

describe('core through the web SDK', () => {
  it('sets, gets, updates and removes data', async () => {
    const { db } = webDb(emulator, 'core-web');
    await set(ref(db, 'a/b'), { x: 1, y: 'two' });
    expect((await get(ref(db, 'a'))).val()).toEqual({ b: { x: 1, y: 'two' } });
    await update(ref(db, 'a'), { 'b/x': 5, c: true });
    expect((await get(ref(db, 'a'))).val()).toEqual({ b: { x: 5, y: 'two' }, c: true });
    await remove(ref(db, 'a/b'));
    expect((await get(ref(db, 'a'))).val()).toEqual({ c: true });
    const key = push(ref(db, 'list'), 'item').key;
    expect(key).toMatch(/^[-\w]{20}$/);
  });

  it('pushes writes of one client to the listeners of another', async () => {
    const one = webDb(emulator, 'core-listen').db;
    const two = webDb(emulator, 'core-listen').db;
    const seen: unknown[] = [];
    onValue(ref(two, 'room'), (snap) => seen.push(snap.val()));
    await waitFor(() => seen.length >= 1, 10000, 'initial value');
    await set(ref(one, 'room/msg'), 'hello');
    await waitFor(
      () => seen.some((v) => JSON.stringify(v) === '{"msg":"hello"}'),
      10000,
      'pushed value',
    );
  });
});

describe('core through the Admin SDK', () => {
  it('connects through FIREBASE_DATABASE_EMULATOR_HOST', async () => {
    process.env.FIREBASE_DATABASE_EMULATOR_HOST = `127.0.0.1:${emulator.port}`;
    try {
      const app = admin.initializeApp(
        { projectId: 'demo-env', databaseURL: 'https://core-env.firebaseio.com' },
        uniqueName('env'),
      );
      const db = getAdminDatabase(app);
      await db.ref('via/env').set(true);
      expect((await db.ref('via').once('value')).val()).toEqual({ env: true });
      await admin.deleteApp(app);
    } finally {
      delete process.env.FIREBASE_DATABASE_EMULATOR_HOST;
    }
    const res = await fetch(`${emulator.url}/via.json?ns=core-env`);
    expect(await res.json()).toEqual({ env: true });
  });

  it('reads and writes as owner', async () => {
    const db = adminDb(emulator, 'core-admin');
    await db.ref('x').set({ n: 1 });
    expect((await db.ref('x/n').once('value')).val()).toBe(1);
    const web = webDb(emulator, 'core-admin').db;
    expect((await get(ref(web, 'x'))).val()).toEqual({ n: 1 });
  });
});
