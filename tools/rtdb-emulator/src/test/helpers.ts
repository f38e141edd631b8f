// Test helpers: an emulator per suite, SDK clients with unique app names, condition waits.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, type Database } from 'firebase/database';
import * as admin from 'firebase-admin/app';
import { getDatabase as getAdminDatabase } from 'firebase-admin/database';
import { afterAll, beforeAll } from 'vitest';
import { WebSocket } from 'ws';
import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../index.js';

let counter = 0;
export const uniqueName = (prefix = 'app') =>
  `${prefix}-${process.pid}-${++counter}-${Math.random().toString(36).slice(2, 8)}`;

export async function startTestEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  return startEmulator({ port: 0, quiet: true, ...options });
}

const cleanups: Array<() => Promise<unknown>> = [];

/** Deletes every app created by the helpers (call in afterEach/afterAll). */
export async function cleanupApps(): Promise<void> {
  await Promise.allSettled(cleanups.splice(0).map((fn) => fn()));
}

/** Web SDK (modular) database connected through connectDatabaseEmulator. */
export function webDb(emulator: RunningEmulator, ns: string): { app: FirebaseApp; db: Database } {
  const app = initializeApp(
    { projectId: 'demo-test', databaseURL: `https://${ns}.firebaseio.com` },
    uniqueName('web'),
  );
  const db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', emulator.port);
  cleanups.push(() => deleteApp(app));
  return { app, db };
}

/** Admin SDK database (owner credentials) via an emulator databaseURL. */
export function adminDb(emulator: RunningEmulator, ns: string, authOverride?: object | null) {
  const options: admin.AppOptions = {
    projectId: 'demo-test',
    databaseURL: `http://127.0.0.1:${emulator.port}?ns=${ns}`,
  };
  if (authOverride !== undefined) options.databaseAuthVariableOverride = authOverride;
  const app = admin.initializeApp(options, uniqueName('admin'));
  cleanups.push(() => admin.deleteApp(app));
  return getAdminDatabase(app);
}

/** Resolves once `check` returns truthy, polling every 10 ms (fails the test on timeout). */
export async function waitFor<T>(
  check: () => T | undefined | null | false,
  timeoutMs = 10000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Raw protocol client: collects parsed messages, sends envelopes. */
export class RawClient {
  readonly messages: Array<Record<string, unknown>> = [];
  closed = false;
  closeCode = 0;
  private nextR = 1;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const text = (data as Buffer).toString();
      try {
        this.messages.push(JSON.parse(text) as Record<string, unknown>);
      } catch {
        this.messages.push({ raw: text });
      }
    });
    socket.on('close', (code) => {
      this.closed = true;
      this.closeCode = code;
    });
  }

  static async connect(
    emulator: RunningEmulator,
    ns: string,
    headers: Record<string, string> = {},
  ): Promise<RawClient> {
    const socket = new WebSocket(`ws://127.0.0.1:${emulator.port}/.ws?v=5&ns=${ns}`, { headers });
    const client = new RawClient(socket);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    await waitFor(() => client.messages.length > 0, 5000, 'hello');
    return client;
  }

  sendRaw(text: string): void {
    this.socket.send(text);
  }

  /** Sends a request and resolves with its response body `{s, d}`. */
  async request(action: string, body: unknown): Promise<{ s: string; d: unknown }> {
    const r = this.nextR++;
    this.socket.send(JSON.stringify({ t: 'd', d: { r, a: action, b: body } }));
    const response = await waitFor(
      () => this.messages.find((m) => (m.d as { r?: number } | undefined)?.r === r),
      10000,
      `response ${r}`,
    );
    return (response.d as { b: { s: string; d: unknown } }).b;
  }

  pushes(action: string): Array<Record<string, unknown>> {
    return this.messages
      .map((m) => m.d as { a?: string; b?: Record<string, unknown> } | undefined)
      .filter((d) => d?.a === action)
      .map((d) => d?.b as Record<string, unknown>);
  }

  close(): void {
    this.socket.close();
  }
}

/**
 * One emulator for a whole test file: started before its tests, stopped (with every SDK app)
 * after them. The proxy lets tests read `emulator.url` etc. once it is running.
 */
export function useTestEmulator(options: EmulatorOptions = {}): RunningEmulator {
  let running: RunningEmulator | undefined;
  beforeAll(async () => {
    running = await startTestEmulator(options);
  });
  afterAll(async () => {
    await cleanupApps();
    await running?.stop();
  });
  return new Proxy({} as RunningEmulator, {
    get(_target, key) {
      if (!running) throw new Error('test emulator not started yet (use it inside tests)');
      return Reflect.get(running, key);
    },
  });
}
