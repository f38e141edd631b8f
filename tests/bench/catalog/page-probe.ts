// One storefront page in a fresh context: its HTML (as served, then gzipped here), the scripts and
// database data it receives until it is complete and live, and the JS heap left after a GC.
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { Traffic, type DataBytes } from './traffic';
import { waitForHydration } from '../../support/hydration';

/**
 * The RTDB listener starts at the first interaction or 4 s after hydration (docs/performance.md):
 * a quiet network before that is not "live" yet, so the probe waits this long before the quiet test.
 */
export const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 6_000);

export type PageProbe = {
  path: string;
  htmlRaw: number;
  htmlGzip: number;
  jsTransfer: number;
  data: DataBytes;
  heapUsed: number;
  /** From navigation to a quiet network, settle time included. */
  liveMs: number;
  quiet: boolean;
};

/** A page with its CDP traffic recorder, loaded, hydrated and (unless `live` is false) live. */
export async function openLivePage(
  browser: Browser,
  url: string,
  live = true,
): Promise<{ page: Page; traffic: Traffic; liveMs: number; quiet: boolean }> {
  const context = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const traffic = new Traffic(cdp);
  await cdp.send('Network.enable');
  const startedAt = Date.now();
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await waitForHydration(page);
  if (!live) return { page, traffic, liveMs: Date.now() - startedAt, quiet: false };
  await page.waitForTimeout(SETTLE_MS);
  const quiet = await traffic.quiet();
  return { page, traffic, liveMs: Date.now() - startedAt, quiet };
}

async function heapUsedAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

export async function probePage(browser: Browser, baseUrl: string, path: string) {
  const url = new URL(path, baseUrl).href;
  // fetch decodes whatever compression the server chose: the document as is, gzipped here (level 6).
  const html = Buffer.from(await (await fetch(url)).arrayBuffer());
  const { page, traffic, liveMs, quiet } = await openLivePage(browser, url);
  try {
    const probe: PageProbe = {
      path,
      htmlRaw: html.length,
      htmlGzip: gzipSync(html, { level: 6 }).length,
      jsTransfer: traffic.scriptBytes(),
      data: traffic.data(),
      heapUsed: await heapUsedAfterGc(page),
      liveMs,
      quiet,
    };
    return probe;
  } finally {
    await page.context().close();
  }
}
