// Programmatic API: start a local Cloud Storage server.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { StorageRules } from './rules/engine.js';
import { createStorageServer } from './server.js';
import { StorageService } from './storage-service.js';
import { ObjectStore } from './store/object-store.js';
import { ObjectFiles } from './store/persistence.js';
import { cloudMetadata } from './store/wire-metadata.js';
import { TriggerNotifier } from './triggers/notifier.js';

export interface StorageEmulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** storage.rules to enforce; without rules every client (non-owner) request is refused. */
  rulesFile?: string;
  /** Rules text, instead of rulesFile. */
  rulesText?: string;
  /** Folder the objects are kept in; in memory only when absent. */
  dataDir?: string;
  /** The Functions emulator (e.g. http://127.0.0.1:5001) that storage triggers are sent to. */
  functionsEmulatorOrigin?: string;
  /** Project of the Functions emulator's trigger routes (required with functionsEmulatorOrigin). */
  projectId?: string;
  /** Largest object accepted, in bytes (default 128 MiB). */
  maxObjectBytes?: number;
  quiet?: boolean;
}

export interface RunningStorageEmulator {
  url: string;
  host: string;
  port: number;
  /** Object changes not yet delivered to the Functions emulator. */
  pendingTriggers(): number;
  stop(): Promise<void>;
}

export { RulesSyntaxError } from './rules/ast.js';
export { StorageRules } from './rules/engine.js';

export const DEFAULT_MAX_OBJECT_BYTES = 128 * 1024 * 1024;

/** Throws (before listening) when the rules use a form this server does not evaluate. */
export async function startStorageEmulator(
  options: StorageEmulatorOptions = {},
): Promise<RunningStorageEmulator> {
  const host = options.host ?? '127.0.0.1';
  const rulesText =
    options.rulesText ?? (options.rulesFile ? readFileSync(options.rulesFile, 'utf8') : undefined);
  const rules = rulesText === undefined ? null : StorageRules.load(rulesText);
  if (options.functionsEmulatorOrigin && !options.projectId)
    throw new Error('projectId is required to send storage triggers to the Functions emulator.');
  const notifier = options.functionsEmulatorOrigin
    ? new TriggerNotifier(new URL(options.functionsEmulatorOrigin).origin, options.projectId!)
    : undefined;
  let origin = '';
  const store = new ObjectStore(
    options.dataDir ? new ObjectFiles(options.dataDir) : undefined,
    (event, object) => notifier?.notify(event, cloudMetadata(object, origin) as never),
  );
  const maxObjectBytes = options.maxObjectBytes ?? DEFAULT_MAX_OBJECT_BYTES;
  const service = new StorageService(store, rules, { maxObjectBytes });
  const server = createStorageServer(service, notifier);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  origin = url;
  if (!options.quiet) console.log(`storage-emulator listening on ${url}`);
  let stopping: Promise<void> | undefined;
  return {
    url,
    host,
    port,
    pendingTriggers: () => notifier?.pending ?? 0,
    stop: () =>
      (stopping ??= new Promise<void>((resolve) => {
        notifier?.stop();
        server.close(() => resolve());
        server.closeAllConnections();
      })),
  };
}
