// Benchmark report (not a test): `npm run bench -w tools/rtdb-emulator` → bench-report.md.
// Server runs as a child process (dist/cli.js); writers and listeners live in this process.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import * as admin from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { openListener, latencySummary, type Listener } from './fan-out.js';

const WRITES = 10_000;
const BATCH = 500;
const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

async function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const cli = fileURLToPath(new URL('../cli.js', import.meta.url));
  const child = spawn(process.execPath, [cli, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /:(\d+) /.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', () => reject(new Error('server exited')));
  });
  return { child, port };
}

const PACED_WRITES = 200;
const received = (listeners: Listener[]) => listeners.reduce((n, l) => n + l.latencies.length, 0);

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 1));
}

/**
 * With `listeners` raw listeners at /fan: a burst of 10,000 Admin SDK writes (BATCH in flight)
 * for acknowledged writes/s, then PACED_WRITES writes one at a time for fan-out latency.
 */
async function scenario(port: number, ns: string, listeners: number): Promise<string> {
  const app = admin.initializeApp(
    { projectId: 'demo-bench', databaseURL: `http://127.0.0.1:${port}?ns=${ns}` },
    `bench-${ns}`,
  );
  const db = getDatabase(app);
  const opened: Listener[] = [];
  for (let i = 0; i < listeners; i++) opened.push(await openListener(port, ns, '/fan'));
  await db.ref('fan/warmup').set({ j: 0 });
  const started = performance.now();
  for (let i = 0; i < WRITES; i += BATCH) {
    const writes = [];
    for (let j = i; j < Math.min(WRITES, i + BATCH); j++)
      writes.push(db.ref(`fan/w${j % 100}`).set({ sent: performance.now(), j }));
    await Promise.all(writes);
  }
  const writesPerSecond = WRITES / ((performance.now() - started) / 1000);
  await until(() => received(opened) >= WRITES * listeners, 300_000);
  const burst = latencySummary(opened);
  for (const l of opened) l.latencies.length = 0;
  for (let j = 0; j < PACED_WRITES && listeners > 0; j++) {
    await db.ref('fan/paced').set({ sent: performance.now(), j });
    await until(() => received(opened) >= (j + 1) * listeners, 10_000);
  }
  const paced = latencySummary(opened);
  for (const l of opened) l.socket.terminate();
  await admin.deleteApp(app);
  if (listeners === 0) return `| 0 | ${fmt(writesPerSecond, 0)} | – | – | – | – |`;
  return `| ${listeners.toLocaleString('en')} | ${fmt(writesPerSecond, 0)} | ${fmt(burst.p50)} | ${fmt(burst.p99)} | ${fmt(paced.p50, 2)} | ${fmt(paced.p99, 2)} |`;
}

interface MemoryResult {
  before: { rss: number; heap: number };
  after: { rss: number; heap: number };
  datasetMb: number;
  records: number;
}

async function measureMemory(): Promise<MemoryResult> {
  const script = fileURLToPath(new URL('./memory.js', import.meta.url));
  const child = spawn(process.execPath, ['--expose-gc', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise((resolve) => child.once('exit', resolve));
  return JSON.parse(output.trim().split('\n').at(-1) ?? '') as MemoryResult;
}

async function main(): Promise<void> {
  const { child, port } = await startServer();
  const rows: string[] = [];
  try {
    for (const listeners of [0, 100, 1000]) {
      rows.push(await scenario(port, `bench-${listeners}`, listeners));
      console.log(rows.at(-1));
    }
  } finally {
    child.kill('SIGTERM');
  }
  const memory = await measureMemory();
  const report = [
    '# rtdb-emulator benchmark',
    '',
    `Generated ${new Date().toISOString()} on Node ${process.version}, ${cpus().length} CPU(s) (${cpus()[0]?.model ?? 'unknown'}), loopback only.`,
    'The server runs as a child process (`dist/cli.js`, in-memory); the Admin SDK writer and the raw',
    'WebSocket listeners run in the bench process. All listeners listen at `/fan`, the parent of every',
    `write, so each write is pushed to every listener. Burst: ${WRITES.toLocaleString('en')} \`set()\`s of a small object,`,
    `${BATCH} in flight at a time; its latency includes queueing behind the burst. Paced: ${PACED_WRITES} writes one at a time`,
    '(each waits until every listener has the push) — the fan-out latency of a single write.',
    'Latency = time from issuing `set()` in the writer to a listener receiving the push.',
    '',
    '| listeners | burst: acknowledged writes/s | burst p50 (ms) | burst p99 (ms) | paced fan-out p50 (ms) | paced fan-out p99 (ms) |',
    '|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    `## Memory for a ${memory.datasetMb.toFixed(0)} MB dataset`,
    '',
    'Measured in a fresh process running only the emulator, after `global.gc()`; the dataset is loaded with REST PATCHes of 1,000 records.',
    '',
    '| state | RSS (MB) | heap used (MB) |',
    '|---|---:|---:|',
    `| empty server | ${fmt(memory.before.rss)} | ${fmt(memory.before.heap)} |`,
    `| ${memory.datasetMb.toFixed(0)} MB loaded (${memory.records.toLocaleString('en')} records) | ${fmt(memory.after.rss)} | ${fmt(memory.after.heap)} |`,
    '',
  ].join('\n');
  writeFileSync(fileURLToPath(new URL('../../bench-report.md', import.meta.url)), report);
  console.log(report);
}

await main();
process.exit(0);
