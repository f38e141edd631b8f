// `npm run bench:catalog`: the storefront at the demo size (46 products) and with 5,000 generated
// products more (seedLargeDemo, as `npm start -- --demo-size 5000`), served by the storefront
// function from the live catalogue with no rebuild; bytes, heap, search dialog, render times on a
// miss and a hit, and Lighthouse per page → reports/catalog-bench.md.
// Env: BENCH_RUNS (Lighthouse, default 3), BENCH_DEMO_SIZE (default 5000), BENCH_SETTLE_MS
// (page-probe.ts).
import { join } from 'node:path';
import { rm } from 'node:fs/promises';
import { ROOT_DIR } from '@fohzshop/local-stack/stack/config';
import { RtdbClient } from '@fohzshop/local-stack/stack/rtdb';
import { seedLargeDemo } from '@fohzshop/local-stack/stack/seed';
import { waitForTriggersIdle } from '@fohzshop/local-stack/stack/database-triggers';
import { NAMESPACE } from '@fohzshop/local-stack/stack/config';
import { benchDate, currentCommit, log, startBenchStack, writeReport } from './bench-stack';
import { renderCatalogReport } from './catalog/catalog-report';
import { measureSize, type SizeResult } from './catalog/measure-size';
import { SETTLE_MS } from './catalog/page-probe';
import { measureRenders } from './catalog/render-run';
import { pickTargets, type Targets } from './catalog/targets';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DEMO_SIZE = Number(process.env.BENCH_DEMO_SIZE ?? 5000);
// Its own build, removed after the run: bench:web's must not be disturbed.
const WEB_DIR = join(ROOT_DIR, '.data/bench-catalog-web');

async function renderAndMeasure(
  web: string,
  db: RtdbClient,
  targets: Targets,
): Promise<SizeResult> {
  const products = Object.keys(
    ((await db.get('products', { shallow: 'true' })) ?? {}) as object,
  ).length;
  log(`\n== ${products} produits : rendu des pages…`);
  const renders = await measureRenders(web, db, targets.pages);
  for (const page of renders.pages)
    log(`  ${page.path} : ${Math.round(page.missMs)} ms → ${Math.round(page.hitMs)} ms`);
  return measureSize(web, WEB_DIR, targets, { products, renders }, RUNS, log);
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
    const small = await renderAndMeasure(bench.web, db, targets);
    log(`\nDémo étendue : ${DEMO_SIZE} produits générés…`);
    const added = await seedLargeDemo(db, DEMO_SIZE);
    log(`  ${added.products} produits, ${added.orders} commandes en ${added.ms} ms`);
    // The seeded orders' e-mail trigger events: measured pages must not share the CPU with them.
    const quiet = await waitForTriggersIdle(dbUrl, NAMESPACE);
    log(`  déclencheurs (courriels des commandes) traités en ${quiet} ms`);
    const large = await renderAndMeasure(bench.web, db, targets);
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
