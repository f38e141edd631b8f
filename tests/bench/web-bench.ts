// `npm run bench:web`: builds the site, serves it with seeded data on its own ports (the stack
// engineer's startStack; pages rendered by the storefront function), runs Lighthouse (mobile, 5 runs) on the home, the
// scooter catalogue and one product page, lists the initial JS of the cart and the checkout (by
// chunk, from the build: client-pages-js.ts), and writes reports/web-bench.md
// (`BENCH_CPU=calibrated`: reports/web-bench-calibrated.md, see lighthouse-runs.ts).
import { RtdbClient } from '@fohzshop/local-stack/stack/rtdb';
import {
  BENCH_WEB_DIR,
  benchDate,
  currentCommit,
  log,
  startBenchStack,
  writeReport,
} from './bench-stack';
import { clientPagesJs } from './client-pages-js';
import { initialJs, type InitialJs } from './initial-js';
import { benchPage, type PageResult } from './lighthouse-runs';
import { renderReport } from './report';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** `BENCH_CPU=calibrated`: the CPU multiplier follows the machine's speed (lighthouse-runs.ts). */
const CALIBRATED = process.env.BENCH_CPU === 'calibrated';
if (process.env.BENCH_CPU && !CALIBRATED)
  throw new Error(`BENCH_CPU=${process.env.BENCH_CPU} : seule la valeur « calibrated » existe.`);

async function mostViewedScooter(db: RtdbClient): Promise<string> {
  const products = ((await db.get('products')) ?? {}) as Record<
    string,
    { type?: string; views?: number }
  >;
  const scooters = Object.entries(products).filter(([, p]) => p.type === 'Trottinette électrique');
  scooters.sort(([a, pa], [b, pb]) => (pb.views ?? 0) - (pa.views ?? 0) || a.localeCompare(b));
  const first = scooters[0];
  if (!first) throw new Error('Aucune trottinette dans la base de démonstration.');
  return first[0];
}

async function main(): Promise<void> {
  const bench = await startBenchStack('web-bench');
  try {
    const db = new RtdbClient(bench.stack.urls.rtdb);
    const productPath = `/trottinettes-electriques/${await mostViewedScooter(db)}`;
    const pages: PageResult[] = [];
    const targets: [string, string][] = [
      ['/', 'home-route'],
      ['/trottinettes-electriques', 'catalog-route'],
      [productPath, 'product-route'],
    ];
    const initial: Record<string, InitialJs> = {};
    for (const [path, chunk] of targets) {
      initial[path] = await initialJs(BENCH_WEB_DIR, chunk);
      log(`Lighthouse ${path} (${RUNS} passages)…`);
      pages.push(
        await benchPage(bench.web, path, RUNS, BENCH_WEB_DIR, log, { calibrated: CALIBRATED }),
      );
    }
    const report = renderReport(pages, initial, {
      runs: RUNS,
      calibrated: CALIBRATED,
      date: benchDate(),
      commit: currentCommit(),
      clientPages: await clientPagesJs(BENCH_WEB_DIR),
    });
    await writeReport(CALIBRATED ? 'web-bench-calibrated.md' : 'web-bench.md', report);
  } finally {
    await bench.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
