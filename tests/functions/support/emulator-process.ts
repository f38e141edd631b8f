// The firebase-tools processes of the functions test stacks (global-setup.ts, payments-stack.ts):
// waiting for "All emulators ready", stopping a whole process group, and saying when the
// emulator dropped a request instead of letting a test time out without a reason.
import type { ChildProcess } from 'node:child_process';

const READY = /All emulators ready/;
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

/**
 * Follows a firebase-tools process's output: keeps its last lines for error messages, echoes it
 * with DEBUG_EMULATORS=1, and says when the emulator left a request unanswered because its
 * runtime failed to start in time (functions-emulator-env.ts), instead of letting the test
 * waiting on it report a bare timeout.
 */
export function followOutput(child: ChildProcess): () => string {
  let log = '';
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    log = (log + text).slice(-20_000);
    if (process.env.DEBUG_EMULATORS) process.stderr.write(chunk);
    if (/Failed to load function|Failed to handle request/.test(text))
      process.stderr.write(`Functions emulator: a request was dropped, left unanswered:\n${text}`);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => log;
}

export function waitReady(child: ChildProcess, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => done(new Error(`emulators not ready after ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    );
    const onData = () => READY.test(output()) && done();
    const onExit = (code: number | null) =>
      done(new Error(`firebase emulators exited early (code ${code})`));
    function done(error?: Error) {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      if (error) reject(new Error(`${error.message}\n--- emulator output ---\n${output()}`));
      else resolve();
    }
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
}

export async function stopFirebase(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT'); // firebase-tools shuts its emulators and runtimes down on SIGINT
  const timeout = new Promise<'timeout'>((resolve) =>
    setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS).unref(),
  );
  await Promise.race([exited, timeout]);
  // Whatever is left of the group (a runtime that outlived the CLI, or a CLI that hung).
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // ESRCH: the whole group is gone already.
  }
}
