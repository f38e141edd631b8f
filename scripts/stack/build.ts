// Builds what the stack serves, skipping a step whose inputs did not change since its last run.
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { NPM, ROOT_DIR } from './config';
import { runCommand, type LogTarget } from './processes';

// Generated folders. Not 'lib': web/src/lib is source (functions/lib is not an input of any step).
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-ssr', '.data', 'coverage']);

/** Newest modification time under the given files or folders (generated folders skipped). */
async function newestMtime(paths: string[]): Promise<number> {
  let newest = 0;
  const visit = async (path: string): Promise<void> => {
    const info = await stat(path).catch(() => undefined);
    if (!info) return;
    newest = Math.max(newest, info.mtimeMs);
    if (!info.isDirectory()) return;
    for (const entry of await readdir(path)) {
      if (!SKIPPED_DIRS.has(entry)) await visit(join(path, entry));
    }
  };
  for (const path of paths) await visit(path);
  return newest;
}

export interface BuildStep {
  name: string;
  /** Files and folders (relative to the repo root, or absolute) whose changes require a rebuild. */
  inputs: string[];
  /** Absolute path that must exist after a successful build. */
  output: string;
  /** Anything else the output depends on (e.g. the web build env); a change forces a rebuild. */
  signature?: string;
  /**
   * With no stamp yet, an output newer than every input counts as current (e.g. the RTDB server's
   * dist/, built by `npm ci`): rebuilding it would delete files another test process is loading.
   */
  trustNewerOutput?: boolean;
  command: string[];
  env?: Record<string, string>;
}

export interface BuildOptions {
  /** Where the last-build stamps are kept. */
  stampDir: string;
  log: LogTarget;
  force?: boolean;
}

/** Returns the build time in ms, or null when the previous output is still current. */
export async function buildIfStale(step: BuildStep, options: BuildOptions): Promise<number | null> {
  const stampFile = join(options.stampDir, `${step.name}.json`);
  const inputsMtime = await newestMtime(step.inputs.map((input) => resolve(ROOT_DIR, input)));
  const signature = step.signature ?? '';
  const stamp = await readFile(stampFile, 'utf8')
    .then((text) => JSON.parse(text) as { inputsMtime: number; signature: string })
    .catch(() => undefined);
  const outputMtime = (await stat(step.output).catch(() => undefined))?.mtimeMs;
  const current = stamp
    ? stamp.signature === signature && stamp.inputsMtime >= inputsMtime
    : step.trustNewerOutput === true && outputMtime !== undefined && outputMtime >= inputsMtime;
  const fresh = !options.force && outputMtime !== undefined && current;
  if (fresh) return null;
  const startedAt = Date.now();

  const [command, ...args] = step.command;
  if (!command) throw new Error(`Étape de build « ${step.name} » sans commande.`);
  await runCommand(`build:${step.name}`, command, args, {
    cwd: ROOT_DIR,
    env: step.env,
    log: options.log,
  });
  if (!existsSync(step.output))
    throw new Error(`Le build « ${step.name} » n'a pas produit ${step.output}.`);
  await mkdir(options.stampDir, { recursive: true });
  await writeFile(stampFile, JSON.stringify({ inputsMtime, signature }));
  return Date.now() - startedAt;
}

export const rtdbEmulatorBuild = (): BuildStep => ({
  name: 'rtdb-emulator',
  inputs: ['tools/rtdb-emulator/src', 'tools/rtdb-emulator/tsconfig.build.json'],
  output: join(ROOT_DIR, 'tools/rtdb-emulator/dist/cli.js'),
  trustNewerOutput: true,
  command: [NPM, 'run', 'build', '-w', 'tools/rtdb-emulator', '--silent'],
});

export const storageEmulatorBuild = (): BuildStep => ({
  name: 'storage-emulator',
  inputs: ['tools/storage-emulator/src', 'tools/storage-emulator/tsconfig.build.json'],
  output: join(ROOT_DIR, 'tools/storage-emulator/dist/cli.js'),
  trustNewerOutput: true,
  command: [NPM, 'run', 'build', '-w', 'tools/storage-emulator', '--silent'],
});

export const functionsBuild = (): BuildStep => ({
  name: 'functions',
  inputs: ['functions/src', 'functions/build.mjs', 'functions/package.json', 'shared/src'],
  output: join(ROOT_DIR, 'functions/lib/index.js'),
  command: [NPM, 'run', 'build', '-w', 'functions', '--silent'],
});

/** The SPA built for the given emulator env into `outDir` (web/dist for `npm start`). */
export const webBuild = (name: string, outDir: string, env: Record<string, string>): BuildStep => ({
  name,
  inputs: [
    'web/src',
    'web/public',
    'web/index.html',
    'web/vite.config.ts',
    'web/scripts',
    'web/package.json',
    'shared/src',
  ],
  // index.html becomes the renderer's template (web/scripts/storefront-bundle.ts).
  output: join(outDir, 'spa.html'),
  signature: JSON.stringify(env),
  command: [
    NPM,
    'run',
    'build',
    '-w',
    'web',
    '--silent',
    '--',
    '--outDir',
    outDir,
    '--emptyOutDir',
  ],
  env,
});
