// Programmatic API: start a local Realtime Database server.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { Databases } from './store/databases.js';
import { createEmulatorServer } from './server.js';
import { Persistence } from './persistence/persistence.js';
import { importInto } from './persistence/import.js';
import { DEFAULT_SETTINGS, type ServerSettings } from './store/settings.js';

export interface EmulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** Path of a rules file applied to namespaces without uploaded rules (open when absent). */
  rulesFile?: string;
  /** Rules text, instead of rulesFile. */
  rulesText?: string;
  /** Directory for per-namespace snapshots and write-ahead logs; in-memory when absent. */
  dataDir?: string;
  /** JSON file (loaded into the default namespace) or directory of `<namespace>.json` files. */
  import?: string;
  /** Namespace a single-file import goes to. */
  importNamespace?: string;
  /** Suppresses the startup line. */
  quiet?: boolean;
  /** Largest write accepted, in bytes (default 16 MB); `writeSizeLimit=unlimited` REST writes get 256 MB. */
  maxWriteBytes?: number;
  /** Interval between `keep-alive` events on REST event streams (default 30 s). */
  streamKeepAliveMs?: number;
  /**
   * The Functions emulator (e.g. http://127.0.0.1:5001) that registered database triggers are
   * sent to, as CloudEvents; without it a trigger registration is refused.
   */
  functionsEmulatorOrigin?: string;
}

export interface RunningEmulator {
  url: string;
  port: number;
  host: string;
  stop(): Promise<void>;
}

export { RulesError } from './rules/types.js';

function serverSettings(options: EmulatorOptions): ServerSettings {
  const positive = (name: string, value: number | undefined, fallback: number): number => {
    if (value === undefined) return fallback;
    if (!Number.isInteger(value) || value <= 0)
      throw new RangeError(`${name} must be a positive integer, got ${value}`);
    return value;
  };
  return {
    maxWriteBytes: positive('maxWriteBytes', options.maxWriteBytes, DEFAULT_SETTINGS.maxWriteBytes),
    streamKeepAliveMs: positive(
      'streamKeepAliveMs',
      options.streamKeepAliveMs,
      DEFAULT_SETTINGS.streamKeepAliveMs,
    ),
    ...(options.functionsEmulatorOrigin && {
      functionsEmulatorOrigin: new URL(options.functionsEmulatorOrigin).origin,
    }),
  };
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  const rulesText =
    options.rulesText ?? (options.rulesFile ? readFileSync(options.rulesFile, 'utf8') : undefined);
  const settings = serverSettings(options);
  const persistence = options.dataDir ? new Persistence(options.dataDir) : undefined;
  const databases = new Databases(rulesText, (ns) => persistence?.open(ns), settings);
  persistence?.loadAll(databases);
  if (options.import) importInto(databases, options.import, options.importNamespace);
  const server = createEmulatorServer(databases);
  await new Promise<void>((resolve, reject) => {
    server.http.once('error', reject);
    server.http.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.http.address() as AddressInfo).port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (!options.quiet)
    console.log(`rtdb-emulator listening on ${url} (WebSocket ${url.replace('http', 'ws')}/.ws)`);
  let stopping: Promise<void> | undefined;
  return {
    url,
    port,
    host,
    stop: () =>
      (stopping ??= (async () => {
        databases.triggers?.stop();
        await server.close();
        await persistence?.close();
      })()),
  };
}
