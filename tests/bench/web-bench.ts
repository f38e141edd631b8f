// `npm run bench:web`: builds the site, serves it with seeded data on its own ports (the stack
// engineer's startStack, which prerenders it), runs Lighthouse (mobile, 5 runs) on the home, the
// scooter catalogue and one product page, and writes reports/web-bench.md.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT_DIR } from '@fohzshop/local-stack/stack/config';
import { startStack } from '@fohzshop/local-stack/stack/start-stack';
import { RtdbClient } from '@fohzshop/local-stack/stack/rtdb';
import { initialJs, type InitialJs } from './initial-js';
import { benchPage, type PageResult } from './lighthouse-runs';
import { BENCH_PORTS } from './bench-ports';
import { renderReport } from './report';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const log = (message: string) => console.log(message);

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

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT_DIR,
      encoding: 'utf8',
    }).trim();
  } catch {
    return 'commit inconnu';
  }
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'fohzshop-bench-'));
  const outDir = join(ROOT_DIR, '.data/bench-web');
  const logFile = join(ROOT_DIR, '.data/logs/web-bench-stack.log');
  await mkdir(join(ROOT_DIR, '.data/logs'), { recursive: true });
  log(`Démarrage de la pile (build du site, base, émulateurs) — journal : ${logFile}`);
  const stack = await startStack({
    ports: BENCH_PORTS,
    dataDir,
    seed: true,
    web: { mode: 'build', outDir, buildName: 'web-bench' },
    log: { echo: false, file: logFile },
    onStep: (message) => log(`» ${message}`),
  });
  try {
    if (!stack.urls.web)
      throw new Error('Pas de site à mesurer : la pile ne sert pas de build web.');
    const db = new RtdbClient(stack.urls.rtdb);
    const productPath = `/trottinettes-electriques/${await mostViewedScooter(db)}`;
    const pages: PageResult[] = [];
    const targets: [string, string][] = [
      ['/', 'home-route'],
      ['/trottinettes-electriques', 'catalog-route'],
      [productPath, 'product-route'],
    ];
    const initial: Record<string, InitialJs> = {};
    for (const [path, chunk] of targets) {
      initial[path] = await initialJs(outDir, chunk);
      log(`Lighthouse ${path} (${RUNS} passages)…`);
      pages.push(await benchPage(stack.urls.web, path, RUNS, outDir, log));
    }
    const report = renderReport(pages, initial, {
      runs: RUNS,
      date: new Date().toISOString().slice(0, 16).replace('T', ' '),
      commit: commit(),
    });
    await mkdir(join(ROOT_DIR, 'reports'), { recursive: true });
    await writeFile(join(ROOT_DIR, 'reports/web-bench.md'), report);
    log(`\n${report}`);
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
