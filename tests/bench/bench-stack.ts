// The stack every benchmark measures: the site built and served as in production (pages rendered
// by the storefront function), seeded demo data, on ports of its own (bench-ports.ts); plus what each report states about its run.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT_DIR } from '@fohzshop/local-stack/stack/config';
import { startStack, type Stack } from '@fohzshop/local-stack/stack/start-stack';
import { BENCH_PORTS } from './bench-ports';

export const log = (message: string): void => console.log(message);

/** The built site's folder, shared by the benchmarks (an unchanged site is not rebuilt). */
export const BENCH_WEB_DIR = join(ROOT_DIR, '.data/bench-web');

export type BenchStack = { stack: Stack; web: string; stop: () => Promise<void> };

/** Where the site is built; a bench that rewrites pages (bench:catalog) keeps its own copy. */
export type BenchWebOptions = { outDir?: string; buildName?: string };

/** Starts the bench stack; `name` names its log file (.data/logs/<name>-stack.log). */
export async function startBenchStack(
  name: string,
  { outDir = BENCH_WEB_DIR, buildName = 'web-bench' }: BenchWebOptions = {},
): Promise<BenchStack> {
  const dataDir = await mkdtemp(join(tmpdir(), `fohzshop-${name}-`));
  const logFile = join(ROOT_DIR, `.data/logs/${name}-stack.log`);
  await mkdir(join(ROOT_DIR, '.data/logs'), { recursive: true });
  log(`Démarrage de la pile (build du site, base, émulateurs) — journal : ${logFile}`);
  const stack = await startStack({
    ports: BENCH_PORTS,
    dataDir,
    seed: true,
    web: { mode: 'build', outDir, buildName },
    log: { echo: false, file: logFile },
    onStep: (message) => log(`» ${message}`),
  });
  const stop = async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  if (!stack.urls.web) {
    await stop();
    throw new Error('Pas de site à mesurer : la pile ne sert pas de build web.');
  }
  return { stack, web: stack.urls.web, stop };
}

/** The measured commit, as the reports state it. */
export function currentCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT_DIR,
      encoding: 'utf8',
    }).trim();
  } catch {
    return 'commit inconnu';
  }
}

/** The run's date, minute precision (UTC). */
export const benchDate = (): string => new Date().toISOString().slice(0, 16).replace('T', ' ');

/** Writes reports/<file> and echoes it. */
export async function writeReport(file: string, report: string): Promise<void> {
  await mkdir(join(ROOT_DIR, 'reports'), { recursive: true });
  await writeFile(join(ROOT_DIR, 'reports', file), report);
  log(`\n${report}`);
}
