// Starts one local RTDB server (tools/rtdb-emulator) and one Cloud Storage server
// (tools/storage-emulator, with storage.rules) for the whole rules suite and hands their
// addresses to the test files through vitest's provide/inject.
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startEmulator } from 'rtdb-emulator';
import { startStorageEmulator } from 'storage-emulator';

export interface EmulatorAddress {
  host: string;
  port: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    rtdbEmulator: EmulatorAddress;
    storageEmulator: EmulatorAddress;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const emulator = await startEmulator({ host: '127.0.0.1', port: 0, quiet: true });
  project.provide('rtdbEmulator', { host: emulator.host, port: emulator.port });
  // Started with the project's rules: a rule form the server does not evaluate fails the suite here.
  const storage = await startStorageEmulator({
    port: 0,
    quiet: true,
    rulesFile: fileURLToPath(new URL('../../storage.rules', import.meta.url)),
  });
  project.provide('storageEmulator', { host: storage.host, port: storage.port });
  return async () => {
    await emulator.stop();
    await storage.stop();
  };
}
