// Everything measured at one catalogue size: each page's bytes and heap, the search dialog, and
// Lighthouse on the three storefront pages.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium';
import { benchPage, type PageResult } from '../lighthouse-runs';
import { probePage, type PageProbe } from './page-probe';
import type { RenderRun } from './render-run';
import { probeSearch, type SearchProbe } from './search-probe';
import { lighthousePages, type Targets } from './targets';

export type SizeResult = {
  products: number;
  /** The storefront function's answer times on a miss and on a hit. */
  renders: RenderRun;
  pages: PageProbe[];
  search: SearchProbe;
  lighthouse: PageResult[];
};

export type SizeSetup = Pick<SizeResult, 'products' | 'renders'>;

export async function measureSize(
  baseUrl: string,
  distDir: string,
  targets: Targets,
  setup: SizeSetup,
  runs: number,
  log: (message: string) => void,
): Promise<SizeResult> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const pages: PageProbe[] = [];
  let search: SearchProbe;
  try {
    for (const path of targets.pages) {
      const probe = await probePage(browser, baseUrl, path);
      log(
        `  ${path} : HTML ${kib(probe.htmlGzip)} gzip, données ${kib(probe.data.wsGzip + probe.data.restJson)} gzip, tas ${mib(probe.heapUsed)}${probe.quiet ? '' : ' (réseau jamais calme)'}`,
      );
      pages.push(probe);
    }
    search = await probeSearch(browser, baseUrl);
    const opened = search.live.typed;
    log(`  recherche : ${kib(opened.wsGzip + opened.restJson)} gzip (ouverture + frappe)`);
  } finally {
    await browser.close();
  }
  const lighthouse: PageResult[] = [];
  for (const path of lighthousePages(targets)) {
    log(`  Lighthouse ${path} (${runs} passages)…`);
    lighthouse.push(await benchPage(baseUrl, path, runs, distDir, log));
  }
  return { ...setup, pages, search, lighthouse };
}

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} Kio`;
export const mib = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} Mio`;
