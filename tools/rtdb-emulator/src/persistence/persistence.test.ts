// Durability: clean restart, kill -9 of a child process, torn log records.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { adminDb, cleanupApps, startTestEmulator, waitFor } from '../test/helpers.js';
import { namespaceDir, listWalSeqs, walFileName } from './files.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'rtdb-persist-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  await cleanupApps();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs the CLI from source in a child process; resolves with its URL from the startup line. */
async function spawnCli(dataDir: string) {
  const cli = fileURLToPath(new URL('../cli.ts', import.meta.url));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', cli, '--port', '0', '--data-dir', dataDir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await waitFor(
    () => /http:\/\/[\d.]+:\d+/.exec(output)?.[0],
    20000,
    'child startup line',
  );
  return { child, url };
}

async function restJson(url: string, init?: RequestInit): Promise<unknown> {
  return (await fetch(url, init)).json();
}

describe('persistence', () => {
  it('keeps data, priorities and namespaces across stop/start', async () => {
    const dataDir = tempDir();
    const first = await startTestEmulator({ dataDir });
    const db = adminDb(first, 'keep');
    await db.ref('a').set({ b: 1, c: 'x' });
    await db.ref('a').update({ b: 2, 'd/e': true });
    await db.ref('p').setWithPriority('v', 5);
    await restJson(`${first.url}/other.json?ns=second`, { method: 'PUT', body: '"y"' });
    await first.stop();
    const second = await startTestEmulator({ dataDir });
    expect(await restJson(`${second.url}/.json?ns=keep&format=export`)).toEqual({
      a: { b: 2, c: 'x', d: { e: true } },
      p: { '.value': 'v', '.priority': 5 },
    });
    expect(await restJson(`${second.url}/.json?ns=second`)).toEqual({ other: 'y' });
    const names = (await restJson(`${second.url}/.inspect/databases.json`)) as Array<{
      name: string;
    }>;
    expect(names.map((n) => n.name).sort()).toEqual(['keep', 'second']);
    await second.stop();
  });

  it('survives a torn last log record', async () => {
    const dataDir = tempDir();
    const first = await startTestEmulator({ dataDir });
    await restJson(`${first.url}/x.json?ns=torn`, { method: 'PUT', body: '1' });
    await first.stop();
    const second = await startTestEmulator({ dataDir });
    await restJson(`${second.url}/y.json?ns=torn`, { method: 'PUT', body: '2' });
    const dir = namespaceDir(dataDir, 'torn');
    await waitFor(
      () => readFileSync(join(dir, walFileName(listWalSeqs(dir).at(-1)!)), 'utf8').length > 0,
    );
    appendFileSync(join(dir, walFileName(listWalSeqs(dir).at(-1)!)), '[["/z",{"half');
    // simulate a crash: do not stop cleanly, start a second server on the same files
    const third = await startTestEmulator({ dataDir });
    expect(await restJson(`${third.url}/.json?ns=torn`)).toEqual({ x: 1, y: 2 });
    await third.stop();
    await second.stop();
  });

  it('exits cleanly on SIGTERM with every acknowledged write on disk', async () => {
    const dataDir = tempDir();
    const { child, url } = await spawnCli(dataDir);
    for (let i = 0; i < 50; i++)
      await fetch(`${url}/n/${i}.json?ns=term`, { method: 'PUT', body: String(i) });
    child.kill('SIGTERM');
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
    const restarted = await startTestEmulator({ dataDir });
    expect(((await restJson(`${restarted.url}/n.json?ns=term`)) as number[]).length).toBe(50);
    await restarted.stop();
  });

  it('loses nothing acknowledged more than 1 s before kill -9, and restarts cleanly', async () => {
    const dataDir = tempDir();
    const { child, url } = await spawnCli(dataDir);
    const acked: Array<{ i: number; at: number }> = [];
    const put = async (i: number) => {
      await fetch(`${url}/log/${i}.json?ns=crash`, {
        method: 'PUT',
        body: JSON.stringify({ i, pad: 'x'.repeat(200) }),
      });
      acked.push({ i, at: Date.now() });
    };
    // A first batch, then more than the 1 s window: the kill always finds writes older than the
    // window, however fast or slow the machine is.
    const OLD = 100;
    for (let i = 0; i < OLD; i++) await put(i);
    const oldAckedBy = Date.now();
    let stop = false;
    const writer = (async () => {
      for (let i = OLD; !stop && i < 5000; i++) await put(i);
    })().catch(() => undefined); // writes in flight at the kill fail
    while (Date.now() < oldAckedBy + 1200) await new Promise((resolve) => setTimeout(resolve, 50));
    // Listen before killing: the exit event can fire while the writer is still settling.
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    const killedAt = Date.now();
    stop = true;
    await writer;
    await exited;
    const restarted = await startTestEmulator({ dataDir });
    const log = ((await restJson(`${restarted.url}/log.json?ns=crash`)) ?? []) as Array<{
      i: number;
    } | null>;
    const old = acked.filter(({ at }) => at < killedAt - 1000);
    expect(old.length).toBeGreaterThanOrEqual(OLD);
    for (const { i } of old) expect(log[i]?.i).toBe(i);
    expect(readdirSync(namespaceDir(dataDir, 'crash')).some((f) => f.endsWith('.log'))).toBe(true);
    await restarted.stop();
  }, 90_000); // a child process under tsx plus a few hundred round trips: slow on a loaded 2-core machine
});
