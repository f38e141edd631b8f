// Our Cloud Storage server (tools/storage-emulator) as a child process: storage.rules enforced,
// objects kept in <dataDir>, object changes sent to the Functions emulator's storage triggers.
import { join } from 'node:path';
import { HOST, PROJECT_ID, ROOT_DIR } from './config';
import { answers, spawnService, waitUntil, type LogTarget, type ServiceProcess } from './processes';

export interface StorageOptions {
  port: number;
  dataDir: string;
  rulesFile?: string;
  /** The Functions emulator that `onObjectFinalized`/`onObjectDeleted` events are sent to. */
  functionsUrl?: string;
  log: LogTarget;
}

export async function startStorage(options: StorageOptions): Promise<ServiceProcess> {
  const bin = join(ROOT_DIR, 'tools/storage-emulator/bin/storage-emulator.js');
  const args = [
    bin,
    '--port',
    String(options.port),
    '--host',
    HOST,
    '--rules',
    options.rulesFile ?? join(ROOT_DIR, 'storage.rules'),
    '--data-dir',
    options.dataDir,
    ...(options.functionsUrl
      ? ['--functions-emulator', options.functionsUrl, '--project', PROJECT_ID]
      : []),
  ];
  const service = spawnService('storage', process.execPath, args, {
    cwd: ROOT_DIR,
    log: options.log,
  });
  await waitUntil(() => answers(`http://${HOST}:${options.port}/`), {
    what: `Cloud Storage locale (port ${options.port})`,
    timeoutMs: 30_000,
    process: service,
  });
  return service;
}

/** Environment for anything using the Admin SDK's Storage against this server (functions, seed). */
export function storageEmulatorEnv(port: number): Record<string, string> {
  return {
    FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${port}`,
    STORAGE_EMULATOR_HOST: `http://${HOST}:${port}`,
  };
}
