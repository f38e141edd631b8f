// The site's prerender (web/scripts/prerender.ts) run again once the database holds the catalogue
// to measure, in a child process so it can be stopped: every page embeds the whole catalogue, so at
// 5,000 products it is slow and writes megabytes per page — a time and a disk limit keep it bounded.
import { spawn } from 'node:child_process';
import { readdir, stat, statfs } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT_DIR } from '@fohzshop/local-stack/stack/config';

export type PrerenderRun = {
  /** Pages the prerender reported (complete run) or index.html files it wrote (stopped run). */
  pages: number;
  ms: number;
  /** Why it was stopped, if it was. */
  stopped?: string;
};

export type PrerenderLimits = {
  timeoutMs: number;
  maxDiskBytes: number;
  /** Stop as soon as these files are rewritten (e.g. the listings, to skip the product pages). */
  stopAfter?: { files: string[]; reason: string };
};

const allRewritten = async (files: string[], since: number) => {
  for (const file of files)
    if (
      (await stat(file).then(
        (s) => s.mtimeMs,
        () => 0,
      )) < since
    )
      return false;
  return true;
};

const freeBytes = async (dir: string) => {
  const fs = await statfs(dir);
  return fs.bavail * fs.bsize;
};

/** index.html files under `dir` written since `since` (the pages of this run). */
export async function pagesWrittenSince(dir: string, since: number): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isDirectory() || entry.name !== 'index.html') continue;
    if ((await stat(join(entry.parentPath, entry.name))).mtimeMs >= since) count += 1;
  }
  return count;
}

export async function runPrerender(
  outDir: string,
  dbUrl: string,
  siteUrl: string,
  limits: PrerenderLimits,
): Promise<PrerenderRun> {
  const startedAt = Date.now();
  const freeAtStart = await freeBytes(outDir);
  const args = ['tsx', 'web/scripts/prerender.ts', '--outDir', outDir, '--db', dbUrl];
  // Its own process group, so stopping it also stops tsx's node child.
  const child = spawn('npx', [...args, '--site', siteUrl], {
    cwd: ROOT_DIR,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let stopped: string | undefined;
  let sawEnough = false;
  const watch = setInterval(() => {
    void Promise.all([
      freeBytes(outDir),
      limits.stopAfter && allRewritten(limits.stopAfter.files, startedAt),
    ]).then(([free, enough]) => {
      if (stopped) return;
      // One more tick first: the last of those files may still be being written.
      if (enough && limits.stopAfter && sawEnough) stopped = limits.stopAfter.reason;
      else if (enough) sawEnough = true;
      else if (freeAtStart - free > limits.maxDiskBytes)
        stopped = `plus de ${Math.round(limits.maxDiskBytes / 2 ** 30)} Gio écrits`;
      else if (Date.now() - startedAt > limits.timeoutMs)
        stopped = `plus de ${Math.round(limits.timeoutMs / 60_000)} min`;
      if (stopped && child.pid) process.kill(-child.pid, 'SIGKILL');
    });
  }, 2_000);
  const code = await exited.finally(() => clearInterval(watch));
  const ms = Date.now() - startedAt;
  if (stopped) return { pages: await pagesWrittenSince(outDir, startedAt), ms, stopped };
  if (code !== 0) throw new Error(`Prérendu en échec (code ${code}) :\n${output.slice(-2000)}`);
  // "Prérendu : N pages, … (catalogue : …, M ms)." — its own timing, without tsx's start-up.
  const pages = /Prérendu : (\d+) pages/.exec(output)?.[1];
  const own = /, (\d+) ms\)/.exec(output)?.[1];
  return { pages: Number(pages ?? Number.NaN), ms: own ? Number(own) : ms };
}
