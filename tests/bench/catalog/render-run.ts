// How long the storefront function takes to answer each measured page once the catalogue is the
// one to measure: right after a catalogue change (a miss: the instance reads the catalogue again
// and renders) and then again (a hit: the page comes from the instance's cache). Through Hosting,
// as a visitor's request goes; production adds the CDN in front (docs/decisions/0012-…).
import type { RtdbClient } from '@fohzshop/local-stack/stack/rtdb';

export type RenderTiming = { path: string; missMs: number; hitMs: number; bytes: number };
export type RenderRun = { pages: RenderTiming[] };

/** The instance trusts a version read this long (functions/src/storefront/catalogue-snapshot.ts). */
const VERSION_CHECK_MS = 5_000;

async function timed(url: string): Promise<{ ms: number; bytes: number }> {
  const startedAt = performance.now();
  const response = await fetch(url);
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} : HTTP ${response.status}`);
  return { ms: performance.now() - startedAt, bytes: body.byteLength };
}

/** Bumps the catalogue version, as a product write would, and waits until instances see it. */
export async function invalidatePages(db: RtdbClient): Promise<void> {
  await db.update('', { catalogue_version: Date.now() });
  await new Promise((resolve) => setTimeout(resolve, VERSION_CHECK_MS + 500));
}

export async function measureRenders(
  baseUrl: string,
  db: RtdbClient,
  paths: readonly string[],
): Promise<RenderRun> {
  await invalidatePages(db);
  const pages: RenderTiming[] = [];
  for (const path of paths) {
    const url = new URL(path, baseUrl).href;
    const miss = await timed(url);
    const hit = await timed(url);
    pages.push({ path, missMs: miss.ms, hitMs: hit.ms, bytes: miss.bytes });
  }
  return { pages };
}
