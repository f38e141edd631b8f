// `npm run bench:catalog`: the storefront at the demo size (46 products) and with 5,000 generated
// products more (seedLargeDemo, as `npm start -- --demo-size 5000`), prerendered again on each
// catalogue; bytes, heap, search dialog and Lighthouse per page → reports/catalog-bench.md.
// Env: BENCH_RUNS (Lighthouse, default 3), BENCH_DEMO_SIZE (default 5000), BENCH_PRERENDER_MAX_MIN
// (default 15) and BENCH_PRERENDER_MAX_GB (default 8) stop the large prerender,
// BENCH_PRERENDER_PRODUCTS=0 stops it once the listings are written (product pages skipped),
// BENCH_SETTLE_MS (page-probe.ts).
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT_DIR } from '@fohzshop/local-stack/stack/config';
import { RtdbClient } from '@fohzshop/local-stack/stack/rtdb';
import { seedLargeDemo } from '@fohzshop/local-stack/stack/seed';
import { waitForTriggersIdle } from '@fohzshop/local-stack/stack/database-triggers';
import { NAMESPACE } from '@fohzshop/local-stack/stack/config';
import { benchDate, currentCommit, log, startBenchStack, writeReport } from './bench-stack';
import { renderCatalogReport } from './catalog/catalog-report';
import { measureSize, type SizeResult } from './catalog/measure-size';
import { SETTLE_MS } from './catalog/page-probe';
import { runPrerender, type PrerenderLimits } from './catalog/prerender-run';
import { pickTargets, type Targets } from './catalog/targets';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DEMO_SIZE = Number(process.env.BENCH_DEMO_SIZE ?? 5000);
const SKIP_PRODUCT_PAGES = process.env.BENCH_PRERENDER_PRODUCTS === '0';
const LIMITS: PrerenderLimits = {
  timeoutMs: Number(process.env.BENCH_PRERENDER_MAX_MIN ?? 15) * 60_000,
  maxDiskBytes: Number(process.env.BENCH_PRERENDER_MAX_GB ?? 8) * 2 ** 30,
};
// Its own copy of the site: the large prerender rewrites pages (megabytes each), and bench:web's
// build must not serve them. Removed after the run for the same reason (disk).
const WEB_DIR = join(ROOT_DIR, '.data/bench-catalog-web');

const pageFile = (path: string) => join(WEB_DIR, ...path.split('/').filter(Boolean), 'index.html');

/** Measured pages whose file the prerender started at `since` did not rewrite. */
async function stalePages(targets: Targets, since: number): Promise<string[]> {
  const stale: string[] = [];
  for (const path of targets.pages) {
    const file = pageFile(path);
    const mtime = await stat(file).then(
      (s) => s.mtimeMs,
      () => 0,
    );
    if (mtime < since) stale.push(path);
  }
  return stale;
}

async function prerenderAndMeasure(
  web: string,
  db: RtdbClient,
  dbUrl: string,
  targets: Targets,
  limits: PrerenderLimits,
): Promise<SizeResult> {
  const products = Object.keys(
    ((await db.get('products', { shallow: 'true' })) ?? {}) as object,
  ).length;
  log(`\n== ${products} produits : prérendu…`);
  const startedAt = Date.now();
  const prerender = await runPrerender(WEB_DIR, dbUrl, web, limits);
  log(
    `  ${prerender.pages} pages en ${prerender.ms} ms${prerender.stopped ? ` (arrêté : ${prerender.stopped})` : ''}`,
  );
  const stale = await stalePages(targets, startedAt);
  return measureSize(web, WEB_DIR, targets, { products, prerender, stalePages: stale }, RUNS, log);
}

async function main(): Promise<void> {
  const bench = await startBenchStack('catalog-bench', {
    outDir: WEB_DIR,
    buildName: 'catalog-bench',
  });
  try {
    const dbUrl = bench.stack.urls.rtdb;
    const db = new RtdbClient(dbUrl);
    const targets = await pickTargets(db);
    const small = await prerenderAndMeasure(bench.web, db, dbUrl, targets, LIMITS);
    log(`\nDémo étendue : ${DEMO_SIZE} produits générés…`);
    const added = await seedLargeDemo(db, DEMO_SIZE);
    log(`  ${added.products} produits, ${added.orders} commandes en ${added.ms} ms`);
    // The seeded orders' e-mail trigger events: measured pages must not share the CPU with them.
    const quiet = await waitForTriggersIdle(dbUrl, NAMESPACE);
    log(`  déclencheurs (courriels des commandes) traités en ${quiet} ms`);
    const listings = targets.pages.filter((path) => path.split('/').length === 2);
    const large = await prerenderAndMeasure(bench.web, db, dbUrl, targets, {
      ...LIMITS,
      ...(SKIP_PRODUCT_PAGES && {
        stopAfter: { files: listings.map(pageFile), reason: 'BENCH_PRERENDER_PRODUCTS=0' },
      }),
    });
    const report = renderCatalogReport([small, large], {
      runs: RUNS,
      date: benchDate(),
      commit: currentCommit(),
      settleMs: SETTLE_MS,
    });
    await writeReport('catalog-bench.md', report);
  } finally {
    await bench.stop();
    await rm(WEB_DIR, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
