// Our database server as a child process with its own data directory, so that a test can kill
// it (SIGKILL: no shutdown code runs) and start it again on the same port and data.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ROOT } from './stack.js';

// The built CLI next to the package's entry (dist/index.js); `npm ci` builds it (prepare).
const CLI = join(dirname(createRequire(import.meta.url).resolve('rtdb-emulator')), 'cli.js');

export interface CrashableDatabase {
  /** host:port, for FIREBASE_DATABASE_EMULATOR_HOST. */
  host: string;
  /** SIGKILL, then a new process on the same port and data directory once the old one is gone. */
  killAndRestart(downMs?: number): Promise<void>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

async function launch(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      CLI,
      ...['--port', String(port), '--host', '127.0.0.1', '--data-dir', dataDir],
      ...['--rules', join(ROOT, 'database.rules.json')],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`pas de démarrage :\n${output}`)), 20_000);
    const check = () => {
      if (/http:\/\/[\d.]+:\d+/.test(output)) {
        clearTimeout(timer);
        child.stdout?.off('data', check);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`arrêté au démarrage (code ${code}) :\n${output}`));
    });
  });
  return child;
}

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));

export async function crashableDatabase(): Promise<CrashableDatabase> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'fohz-crash-rtdb-'));
  let child = await launch(port, dataDir);
  return {
    host: `127.0.0.1:${port}`,
    async killAndRestart(downMs = 300) {
      child.kill('SIGKILL');
      await exited(child);
      await new Promise((resolve) => setTimeout(resolve, downMs));
      child = await launch(port, dataDir);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
