// Starts one local RTDB server (tools/rtdb-emulator) for the whole rules suite and hands its
// address to the test files through vitest's provide/inject.
import type { TestProject } from 'vitest/node';
import { startEmulator } from 'rtdb-emulator';

export interface EmulatorAddress {
  host: string;
  port: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    rtdbEmulator: EmulatorAddress;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const emulator = await startEmulator({ host: '127.0.0.1', port: 0, quiet: true });
  project.provide('rtdbEmulator', { host: emulator.host, port: emulator.port });
  return async () => {
    await emulator.stop();
  };
}
