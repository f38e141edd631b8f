// `npm run bench:fresh`: what serving pages from the live catalogue costs and gives
// (docs/decisions/0012-server-rendered-storefront.md). On the bench stack (demo data, pages
// rendered by the storefront function behind the Hosting emulator):
// - freshness: a product renamed in the database (as updateProduct writes it) until its served
//   HTML shows the new name — locally the instance's delay only; production adds the CDN's;
// - Lighthouse mobile on a miss (catalogue version just bumped: the instance reads the catalogue
//   again and renders) and on a hit (the page from the instance's cache, as from the CDN),
// → reports/fresh-bench.md. Env: BENCH_RUNS (default 3 per page and case).
import { RtdbClient } from '@fohzshop/local-stack/stack/rtdb';
import {
  benchDate,
  currentCommit,
  log,
  startBenchStack,
  writeReport,
  BENCH_WEB_DIR,
} from './bench-stack';
import { invalidatePages } from './catalog/render-run';
import { pickTargets } from './catalog/targets';
import { runOnce, type RunMetrics } from './lighthouse-runs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function freshnessMs(
  baseUrl: string,
  db: RtdbClient,
  path: string,
  id: string,
): Promise<number> {
  const name = `Renommé ${Date.now().toString(36)}`;
  const startedAt = performance.now();
  await db.update(`products/${id}`, { name, updated_at: new Date().toISOString() });
  for (;;) {
    const html = await (await fetch(new URL(path, baseUrl))).text();
    if (html.includes(`<title>${name} |`)) return performance.now() - startedAt;
    if (performance.now() - startedAt > 120_000) throw new Error('nom jamais servi en 2 min');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function lighthouse(url: string, before: () => Promise<void>): Promise<RunMetrics[]> {
  const runs: RunMetrics[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    await before();
    runs.push(await runOnce(url, BENCH_WEB_DIR));
  }
  return runs;
}

const row = (path: string, label: string, runs: RunMetrics[]) => {
  const m = (pick: (r: RunMetrics) => number) => median(runs.map(pick));
  return `| \`${path}\` | ${label} | ${m((r) => r.score)} | ${Math.round(m((r) => r.fcpMs))} ms | ${Math.round(m((r) => r.lcpMs))} ms | ${Math.round(m((r) => r.tbtMs))} ms | ${m((r) => r.cls).toFixed(3)} |`;
};

async function main(): Promise<void> {
  const bench = await startBenchStack('fresh-bench');
  try {
    const db = new RtdbClient(bench.stack.urls.rtdb);
    const targets = await pickTargets(db);
    const id = targets.part.split('/').pop() as string;
    const delays: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      delays.push(await freshnessMs(bench.web, db, targets.part, decodeURIComponent(id)));
      log(`  fraîcheur #${i + 1} : ${Math.round(delays[i] ?? 0)} ms`);
    }
    const rows: string[] = [];
    for (const path of ['/', '/pieces-detachees', targets.part]) {
      const url = new URL(path, bench.web).href;
      log(`Lighthouse ${path} : ${RUNS} passages sur un défaut de cache, ${RUNS} sur un succès…`);
      const miss = await lighthouse(url, () => invalidatePages(db));
      const hit = await lighthouse(url, async () => {
        await fetch(url);
      });
      rows.push(row(path, 'défaut (rendu)', miss), row(path, 'succès (cache)', hit));
      log(rows.slice(-2).join('\n'));
    }
    const report = [
      '# Banc d’essai des pages fraîches',
      '',
      `Mesuré le ${benchDate()} sur ${currentCommit()}. Pile locale du banc (données de démonstration), pages rendues par`,
      'la fonction `storefront` derrière l’émulateur Hosting. Lighthouse 12 mobile (CPU ×4 simulé), médiane de',
      `${RUNS} passages par cas. « Défaut » : version du catalogue changée juste avant (l’instance relit le`,
      'catalogue et rend la page). « Succès » : page servie depuis le cache de l’instance, comme depuis le CDN.',
      '',
      '| Page | Cas | Score | FCP | LCP | TBT | CLS |',
      '|---|---|---|---|---|---|---|',
      ...rows,
      '',
      `Fraîcheur locale (produit renommé en base → nouveau nom dans le HTML servi) : ${delays.map((d) => `${Math.round(d)} ms`).join(', ')}.`,
      'En production s’y ajoute le cache du CDN : `s-maxage=60, stale-while-revalidate=240`.',
      '',
    ].join('\n');
    await writeReport('fresh-bench.md', report);
  } finally {
    await bench.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
