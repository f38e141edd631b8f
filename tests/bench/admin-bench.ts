// `npm run bench:admin`: the Hyperviseur at scale. Starts the bench stack (same ports and build as
// `npm run bench:web`), adds the large demo (5 000 generated products, 1 000 orders — see
// scripts/seed/large/), signs the demo admin in with Chromium and times /hyperviseur/commandes
// and /hyperviseur/produits: table shown with every row counted, search and filter; median of
// BENCH_RUNS (5) runs after one warm-up. Also sizes the admin-only JavaScript of the build.
// Writes reports/admin-bench.md; it reports, it never fails on a time.
import { cpus, totalmem } from 'node:os';
import { chromium, type Page } from 'playwright-core';
import { DEMO_ADMIN } from '@fohzshop/local-stack/seed/demo-users';
import { RtdbClient } from '@fohzshop/local-stack/stack/rtdb';
import { waitForTriggersIdle } from '@fohzshop/local-stack/stack/database-triggers';
import { NAMESPACE } from '@fohzshop/local-stack/stack/config';
import { seedLargeDemo } from '@fohzshop/local-stack/stack/seed';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { adminJs } from './admin/admin-chunks';
import { renderAdminReport, type TableResult } from './admin/admin-report';
import { installSummaryWatch, measureTable, type TableSpec } from './admin/table-timings';
import {
  BENCH_WEB_DIR,
  benchDate,
  currentCommit,
  log,
  startBenchStack,
  writeReport,
} from './bench-stack';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DEMO_SIZE = 5000;

async function signIn(page: Page): Promise<void> {
  await page.goto('/hyperviseur/commandes');
  await page.waitForURL('**/connexion');
  await page.getByLabel('Adresse e-mail').fill(DEMO_ADMIN.email);
  await page.getByLabel('Mot de passe').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).last().click();
  await page.waitForURL('**/hyperviseur/commandes');
}

/** The tables to time, with searches that keep some rows: a customer's name, a kind of part. */
async function tableSpecs(db: RtdbClient): Promise<TableSpec[]> {
  const orders = (await db.get('orders')) as Record<
    string,
    { created_at: string; shipping_address: { last_name: string } }
  >;
  const newest = Object.values(orders).sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
  return [
    {
      title: 'Commandes',
      path: '/hyperviseur/commandes',
      rows: Object.keys(orders).length,
      searchLabel: 'Rechercher une commande',
      query: newest?.shipping_address.last_name ?? 'Martin',
      filter: { label: 'Statut', value: 'delivered', text: 'Livrée' },
    },
    {
      title: 'Produits',
      path: '/hyperviseur/produits',
      rows: (await db.keys('products')).length,
      searchLabel: 'Rechercher un produit',
      query: 'pneu 11',
      filter: { label: 'Type', value: 'Pièce compétition', text: 'Pièce compétition' },
    },
  ];
}

async function main(): Promise<void> {
  const bench = await startBenchStack('admin-bench');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const db = new RtdbClient(bench.stack.urls.rtdb);
    log(`Démo étendue (${DEMO_SIZE} produits)…`);
    const seed = await seedLargeDemo(db, DEMO_SIZE);
    // The seeded orders' e-mail trigger events run before anything is timed.
    await waitForTriggersIdle(bench.stack.urls.rtdb, NAMESPACE);
    const specs = await tableSpecs(db);
    const nodeBytes: Record<string, number> = {};
    for (const node of ['orders', 'products'])
      nodeBytes[node] = Buffer.byteLength(JSON.stringify(await db.get(node)));

    const context = await browser.newContext({
      baseURL: bench.web,
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      viewport: { width: 1280, height: 800 },
    });
    await context.addInitScript(installSummaryWatch);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await signIn(page);
    const tables: TableResult[] = [];
    for (const spec of specs) {
      log(`${spec.path} : chauffe puis ${RUNS} passages…`);
      await measureTable(page, cdp, spec);
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measureTable(page, cdp, spec));
      tables.push({ spec, runs });
    }
    const report = renderAdminReport(tables, await adminJs(BENCH_WEB_DIR), {
      date: benchDate(),
      commit: currentCommit(),
      machine: `${cpus().length} cœurs ${cpus()[0]?.model.trim() ?? ''}, ${Math.round(totalmem() / 1024 ** 3)} Go`,
      browser: `Chromium ${browser.version()}`,
      seed,
      nodeBytes,
    });
    await writeReport('admin-bench.md', report);
  } finally {
    await browser.close();
    await bench.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
