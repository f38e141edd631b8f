// Our Realtime Database server (tools/rtdb-emulator) as a child process, plus a tiny REST client.
import { join } from 'node:path';
import { HOST, NAMESPACE, ROOT_DIR } from './config';
import { answers, spawnService, waitUntil, type LogTarget, type ServiceProcess } from './processes';

export interface RtdbOptions {
  port: number;
  dataDir: string;
  rulesFile?: string;
  /** The Functions emulator that database triggers are sent to (see database-triggers.ts). */
  functionsUrl?: string;
  log: LogTarget;
}

export async function startRtdb(options: RtdbOptions): Promise<ServiceProcess> {
  const bin = join(ROOT_DIR, 'tools/rtdb-emulator/bin/rtdb-emulator.js');
  const args = [
    bin,
    '--port',
    String(options.port),
    '--host',
    HOST,
    '--rules',
    options.rulesFile ?? join(ROOT_DIR, 'database.rules.json'),
    '--data-dir',
    options.dataDir,
    ...(options.functionsUrl ? ['--functions-emulator', options.functionsUrl] : []),
  ];
  const service = spawnService('rtdb', process.execPath, args, { cwd: ROOT_DIR, log: options.log });
  const client = new RtdbClient(`http://${HOST}:${options.port}`);
  await waitUntil(() => answers(client.url('/', { shallow: 'true' })), {
    what: `Base de données locale (port ${options.port})`,
    timeoutMs: 30_000,
    process: service,
  });
  return service;
}

/** REST access as the database owner (`Bearer owner` bypasses rules, like the Admin SDK). */
export class RtdbClient {
  constructor(
    readonly baseUrl: string,
    readonly namespace: string = NAMESPACE,
  ) {}

  url(path: string, query: Record<string, string> = {}): string {
    const params = new URLSearchParams({ ns: this.namespace, ...query });
    const clean = path.replace(/^\/+|\/+$/g, '');
    return `${this.baseUrl}/${clean}.json?${params}`;
  }

  private async request(
    method: string,
    path: string,
    body?: unknown,
    query?: Record<string, string>,
  ): Promise<unknown> {
    const response = await fetch(this.url(path, query), {
      method,
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`RTDB ${method} /${path} : HTTP ${response.status} ${text}`);
    return text ? (JSON.parse(text) as unknown) : null;
  }

  get(path: string, query?: Record<string, string>): Promise<unknown> {
    return this.request('GET', path, undefined, query);
  }

  /** Keys directly under `path`, without downloading the subtree. */
  async keys(path: string): Promise<string[]> {
    const value = await this.get(path, { shallow: 'true' });
    return value && typeof value === 'object' ? Object.keys(value) : [];
  }

  /** Multi-path update (keys may contain slashes), atomic on the server. */
  async update(path: string, values: Record<string, unknown>): Promise<void> {
    await this.request('PATCH', path, values);
  }
}
