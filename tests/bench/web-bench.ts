// `npm run bench:web`: builds the site, serves it with seeded data on its own ports (startStack;
// pages rendered by the storefront function, client screens from their shells), runs Lighthouse
// (mobile, 5 runs) on every route a shopper can reach (web/routes.ts: every public screen, a
// product page of each type, a comparison, the 404 page, and signed in as the demo customer the
// account screens, an order, the cart with items and the checkout), measures the key
// interactions' INP with the CPU slowed 4× (web/interactions.ts), and writes reports/web-bench.md
// (`BENCH_CPU=calibrated`: reports/web-bench-calibrated.md, see lighthouse-runs.ts;
// `BENCH_ONLY=<regexp>`: only the matching paths, into reports/web-bench-partial.md).
import { RtdbClient } from '@fohzshop/local-stack/stack/rtdb';
import {
  BENCH_WEB_DIR,
  benchDate,
  currentCommit,
  log,
  startBenchStack,
  writeReport,
} from './bench-stack';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { clientPagesJs } from './client-pages-js';
import { initialJs, type InitialJs } from './initial-js';
import { benchPage, type PageResult } from './lighthouse-runs';
import { renderReport } from './report';
import { CPU_SLOWDOWN, measureInteractions, shopperInteractions } from './web/interactions';
import { benchRoutes } from './web/routes';
import {
  BENCH_ORDER_ID,
  prepareCustomer,
  signedInChrome,
  type SignedInChrome,
} from './web/signed-in-chrome';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Runs of each interaction probe (each on a freshly loaded page). */
const INTERACTION_RUNS = Number(process.env.BENCH_INTERACTION_RUNS ?? 5);
/** `BENCH_ONLY=<regexp>`: only the pages and interactions whose path matches (a partial report). */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
/** `BENCH_CPU=calibrated`: the CPU multiplier follows the machine's speed (lighthouse-runs.ts). */
const CALIBRATED = process.env.BENCH_CPU === 'calibrated';
if (process.env.BENCH_CPU && !CALIBRATED)
  throw new Error(`BENCH_CPU=${process.env.BENCH_CPU} : seule la valeur « calibrated » existe.`);

const selected = <T extends { path: string }>(items: readonly T[]): T[] =>
  items.filter((item) => !ONLY || ONLY.test(item.path));

/** The catalogue pages' initial JavaScript, from the build (their route chunk by name). */
const CATALOGUE_CHUNKS: [RegExp, string][] = [
  [/^\/$/, 'home-route'],
  [
    /^\/(trottinettes-electriques|pieces-detachees|pieces-competition)(\/(dualtron|teverun|kaabo|inmotion))?$/,
    'catalog-route',
  ],
];

async function main(): Promise<void> {
  const bench = await startBenchStack('web-bench');
  let customer: SignedInChrome | undefined;
  let visitors: Browser | undefined;
  try {
    const db = new RtdbClient(bench.stack.urls.rtdb);
    await prepareCustomer(db);
    const routes = await benchRoutes(db, BENCH_ORDER_ID);
    const options = { calibrated: CALIBRATED };
    const pages: PageResult[] = [];
    const initial: Record<string, InitialJs> = {};
    for (const { path } of selected(routes.public)) {
      const chunk =
        CATALOGUE_CHUNKS.find(([pattern]) => pattern.test(path))?.[1] ??
        (routes.productPaths.includes(path) ? 'product-route' : undefined);
      if (chunk) initial[path] = await initialJs(BENCH_WEB_DIR, chunk);
      log(`Lighthouse ${path} (${RUNS} passages)…`);
      pages.push(await benchPage(bench.web, path, RUNS, BENCH_WEB_DIR, log, options));
    }
    const signedIn = selected(routes.signedIn);
    const probes = selected(shopperInteractions(routes.productPaths[0] ?? '/'));
    if (signedIn.length > 0 || probes.some((probe) => probe.signedIn)) {
      log('Connexion du client de démonstration…');
      customer = await signedInChrome(bench.web);
    }
    const customerPages = new Set<PageResult>();
    for (const { path } of signedIn) {
      log(`Lighthouse ${path}, client connecté (${RUNS} passages)…`);
      const result = await benchPage(bench.web, path, RUNS, BENCH_WEB_DIR, log, {
        ...options,
        session: customer,
      });
      customerPages.add(result);
      pages.push(result);
    }
    log(`Interactions (${INTERACTION_RUNS} passages chacune, CPU ×${CPU_SLOWDOWN})…`);
    visitors = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const customerBrowser = customer
      ? await chromium.connectOverCDP(`http://127.0.0.1:${customer.port}`)
      : undefined;
    const interactions = await measureInteractions(
      probes,
      {
        visitor: () => (visitors as Browser).newContext({ locale: 'fr-FR' }),
        customer: async () => {
          const context = customerBrowser?.contexts()[0];
          if (!context) throw new Error('Pas de navigateur connecté pour le client.');
          return context;
        },
      },
      bench.web,
      INTERACTION_RUNS,
      log,
    );
    const report = renderReport(pages, initial, {
      runs: RUNS,
      calibrated: CALIBRATED,
      date: benchDate(),
      commit: currentCommit(),
      clientPages: await clientPagesJs(BENCH_WEB_DIR),
      signedIn: customerPages,
      interactions,
      interactionRuns: INTERACTION_RUNS,
      partial: Boolean(ONLY),
    });
    await writeReport(
      ONLY ? 'web-bench-partial.md' : CALIBRATED ? 'web-bench-calibrated.md' : 'web-bench.md',
      report,
    );
  } finally {
    await visitors?.close();
    await customer?.close();
    await bench.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
