// Child processes of the stack: prefixed logs, readiness polling, and a stop that waits.
import { spawn } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { createInterface } from 'node:readline';

export interface LogTarget {
  /** Print child output to our stdout, prefixed with the service name. */
  echo: boolean;
  /** Also (or instead) append it to this file. */
  file?: string;
}

export interface ServiceProcess {
  readonly name: string;
  readonly pid: number;
  /** Resolves with the exit code (null when killed by a signal). */
  readonly exited: Promise<number | null>;
  hasExited(): boolean;
  /** The last lines of output, for error messages. */
  tail(): string;
  /** Calls `listener` on every output line (stdout and stderr). */
  onLine(listener: (line: string) => void): void;
  /** Sends `signal` to the child's process group, then SIGKILL after `graceMs`. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

const TAIL_LINES = 40;
const live = new Set<ServiceProcess>();
const logFiles = new Map<string, WriteStream>();

// If the orchestrator dies without a clean stop, do not leave emulators holding the ports.
process.once('exit', () => {
  for (const service of live) {
    try {
      process.kill(-service.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

function logStream(file: string): WriteStream {
  let stream = logFiles.get(file);
  if (!stream) {
    stream = createWriteStream(file, { flags: 'a' });
    logFiles.set(file, stream);
  }
  return stream;
}

export interface SpawnOptions {
  cwd: string;
  env?: Record<string, string | undefined>;
  log: LogTarget;
}

export function spawnService(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions,
): ServiceProcess {
  // detached: own process group, so a terminal Ctrl+C reaches only us and we stop children in order.
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, NO_COLOR: '1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  if (child.pid === undefined) throw new Error(`Impossible de lancer ${name} (${command}).`);
  const pid = child.pid;
  const lines: string[] = [];
  const listeners: ((line: string) => void)[] = [];
  const file = options.log.file ? logStream(options.log.file) : undefined;
  const prefix = `[${name}] `;
  const collect = (line: string): void => {
    lines.push(line);
    if (lines.length > TAIL_LINES) lines.shift();
    if (options.log.echo && line.trim() !== '') console.log(prefix + line);
    file?.write(prefix + line + '\n');
    for (const listener of listeners) listener(line);
  };
  createInterface({ input: child.stdout }).on('line', collect);
  createInterface({ input: child.stderr }).on('line', collect);

  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      exitCode = code;
      live.delete(service);
      resolve(code);
    });
    child.once('error', (error) => {
      collect(String(error));
      exitCode = -1;
      live.delete(service);
      resolve(-1);
    });
  });

  const service: ServiceProcess = {
    name,
    pid,
    exited,
    hasExited: () => exitCode !== undefined,
    tail: () => lines.join('\n'),
    onLine: (listener) => void listeners.push(listener),
    async stop(signal = 'SIGINT', graceMs = 15_000) {
      if (exitCode !== undefined) return;
      signalGroup(pid, signal);
      const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
  live.add(service);
  return service;
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is already gone
  }
}

/** Runs a command to completion (builds); throws with its output tail when it fails. */
export async function runCommand(
  label: string,
  command: string,
  args: string[],
  options: SpawnOptions,
): Promise<void> {
  const service = spawnService(label, command, args, options);
  const code = await service.exited;
  if (code !== 0) throw new Error(`${label} a échoué (code ${code}).\n${service.tail()}`);
}

export interface WaitOptions {
  what: string;
  timeoutMs: number;
  /** Fail fast when the process that should become ready dies. */
  process?: ServiceProcess;
  intervalMs?: number;
}

/** Polls `check` until it returns true. */
export async function waitUntil(
  check: () => Promise<boolean>,
  options: WaitOptions,
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (options.process?.hasExited()) {
      throw new Error(
        `${options.what} : le processus s'est arrêté avant d'être prêt.\n${options.process.tail()}`,
      );
    }
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) {
      const tail = options.process ? `\n${options.process.tail()}` : '';
      throw new Error(
        `${options.what} : toujours pas prêt après ${Math.round(options.timeoutMs / 1000)} s.${tail}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 200));
  }
}

/** True once `url` answers at all (any HTTP status). */
export async function answers(url: string, init?: RequestInit): Promise<boolean> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(2000) });
  await response.body?.cancel();
  return true;
}

export async function closeLogFiles(): Promise<void> {
  await Promise.all(
    [...logFiles.values()].map(
      (stream) => new Promise<void>((resolve) => stream.end(() => resolve())),
    ),
  );
  logFiles.clear();
}
