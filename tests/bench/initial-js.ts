// Initial JavaScript of a route from the build output: the entry script of index.html plus the
// route's lazy chunk, each with its static imports (transitively), gzipped. Dynamic imports
// (Firebase SDKs loaded on demand, other routes, dialogs) are not initial and are left out.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const STATIC_IMPORT =
  /(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["'](\.\/[^"']+\.js)["']/g;

async function staticClosure(assetsDir: string, start: string, seen: Set<string>): Promise<void> {
  if (seen.has(start)) return;
  seen.add(start);
  const code = await readFile(join(assetsDir, start), 'utf8');
  for (const match of code.matchAll(STATIC_IMPORT)) {
    await staticClosure(assetsDir, (match[1] as string).slice(2), seen);
  }
}

export type ChunkSize = { file: string; gzipBytes: number };
export type InitialJs = {
  route: string;
  files: string[];
  gzipBytes: number;
  /** Every file with its gzip size, largest first. */
  chunks: ChunkSize[];
};

/**
 * `routeChunk` is the prefix of the route's chunk name, e.g. 'home-route'; the entry is read from
 * spa.html, which starts the same entry as the server-rendered pages.
 */
export async function initialJs(
  distDir: string,
  routeChunk: string,
  htmlFile = 'spa.html',
): Promise<InitialJs> {
  const assetsDir = join(distDir, 'assets');
  const html = await readFile(join(distDir, htmlFile), 'utf8');
  // A rendered page starts its entry from an inline after-paint loader; spa.html by a tag.
  const entry =
    /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(html)?.[1] ??
    /<script\b[^>]*\bdata-entry="\/assets\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error(`${htmlFile} sans script module`);
  const chunk = (await readdir(assetsDir)).find(
    (file) => file.startsWith(`${routeChunk}-`) && file.endsWith('.js'),
  );
  if (!chunk) throw new Error(`morceau ${routeChunk} introuvable dans ${assetsDir}`);
  const seen = new Set<string>();
  await staticClosure(assetsDir, entry, seen);
  await staticClosure(assetsDir, chunk, seen);
  const chunks: ChunkSize[] = [];
  for (const file of seen)
    chunks.push({ file, gzipBytes: gzipSync(await readFile(join(assetsDir, file))).length });
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes || a.file.localeCompare(b.file));
  const gzipBytes = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  return { route: routeChunk, files: [...seen], gzipBytes, chunks };
}
