// onDisconnect writes of a client whose process is killed (SIGKILL): queued set/update/remove
// run in the order they were queued, with server values resolved at disconnect time.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningEmulator } from '../index.js';
import { startTestEmulator, waitFor } from '../test/helpers.js';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator();
});
afterAll(async () => {
  await emulator.stop();
});

const read = async (path: string) =>
  (await fetch(`${emulator.url}/${path}.json?ns=od-kill`)).json() as Promise<unknown>;

it('applies the queue of a killed client process', async () => {
  await fetch(`${emulator.url}/presence/u3.json?ns=od-kill`, { method: 'PUT', body: '"here"' });
  const script = `
    import { initializeApp } from 'firebase/app';
    import { getDatabase, connectDatabaseEmulator, ref, onDisconnect, set, serverTimestamp } from 'firebase/database';
    const db = getDatabase(initializeApp({ projectId: 'demo-test', databaseURL: 'https://od-kill.firebaseio.com' }));
    connectDatabaseEmulator(db, '127.0.0.1', ${emulator.port});
    await onDisconnect(ref(db, 'presence/u1')).set({ on: false, at: serverTimestamp() });
    await onDisconnect(ref(db, 'presence/u2')).update({ x: 1, 'y/z': 2 });
    await onDisconnect(ref(db, 'presence/u3')).remove();
    await onDisconnect(ref(db, 'presence/u1/on')).set('second');
    await set(ref(db, 'presence/u1'), { on: true });
    console.log('READY');
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  try {
    await waitFor(() => output.includes('READY'), 15000, 'child ready');
    expect(await read('presence')).toEqual({ u1: { on: true }, u3: 'here' });
    const killedAt = Date.now();
    child.kill('SIGKILL');
    let presence = (await read('presence')) as { u1?: { on?: unknown; at?: number } } | null;
    for (
      const deadline = Date.now() + 5000;
      presence?.u1?.on !== 'second' && Date.now() < deadline;
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      presence = (await read('presence')) as typeof presence;
    }
    expect(presence).toEqual({
      u1: { on: 'second', at: expect.any(Number) },
      u2: { x: 1, y: { z: 2 } },
    });
    expect((presence as unknown as { u1: { at: number } }).u1.at).toBeGreaterThanOrEqual(killedAt);
  } finally {
    child.kill('SIGKILL');
  }
}, 30000);
