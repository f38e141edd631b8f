// Lighthouse 12 (default mobile config: Moto G Power emulation, simulated slow 4G) on Debian's
// Chromium, N runs per page, each in a fresh browser; medians of the metrics we report. With
// `BENCH_CPU=calibrated`, each run's CPU multiplier follows the machine's measured speed instead
// of the default ×4, so TBT compares across fast and slow days (docs/performance.md, "The bench").
import { gzipSync } from 'node:zlib';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

export type RunMetrics = {
  score: number;
  /** Lighthouse's accessibility score (axe, after the load: it does not touch the metrics). */
  accessibility: number;
  /** Accessibility audits that failed, by id (e.g. `heading-order`). */
  accessibilityFailures: string[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** JavaScript as transferred (what the server sent). */
  jsTransferBytes: number;
  /** The same scripts gzipped from the build output (independent of server compression). */
  jsGzipBytes: number;
  /** Images as transferred (any origin: product photos come from Cloud Storage). */
  imageTransferBytes: number;
  /** Everything the page transferred (Lighthouse's total-byte-weight). */
  totalTransferBytes: number;
  /** Every script fetched during the run (any origin), with its transferred size. */
  scripts: { path: string; transferBytes: number }[];
  /** Main-thread time by kind of work (Lighthouse's mainthread-work-breakdown), ms, largest first. */
  mainThread: { group: string; ms: number }[];
  /** Lighthouse's measure of this machine's speed (runs on different machines compare by it). */
  benchmarkIndex: number;
  /** The CPU slowdown Lantern applied to the observed main-thread tasks (default ×4). */
  cpuSlowdownMultiplier: number;
};

/** Lighthouse's default mobile CPU slowdown. */
export const DEFAULT_CPU_MULTIPLIER = 4;
/**
 * The benchmark index a calibrated run emulates: what the default ×4 gave on this machine at its
 * usual speed (benchmarkIndex ≈ 2,200 / 4), so calibrated figures compare with the bench's history.
 * Chrome DevTools' own calibration puts a low-tier phone (Moto G Power 2022) at 264 and a mid-tier
 * one (Pixel 5) at 1,000: this is between the two.
 */
export const CALIBRATED_DEVICE_INDEX = 550;

/** The multiplier that makes a machine of `benchmarkIndex` emulate the calibrated device. */
export function calibratedMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error('Lighthouse n’a pas donné de benchmarkIndex : impossible de calibrer le CPU.');
  return Math.round((benchmarkIndex / CALIBRATED_DEVICE_INDEX) * 100) / 100;
}

type Audit = { numericValue?: number; details?: { items?: Record<string, unknown>[] } };
type Lhr = {
  categories: {
    performance: { score: number | null };
    accessibility: { score: number | null; auditRefs: { id: string; weight: number }[] };
  };
  audits: Record<string, Audit & { score?: number | null }>;
  runtimeError?: { message: string };
  environment?: { benchmarkIndex?: number };
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
};

const gzipCache = new Map<string, number>();
async function gzipSize(distDir: string, pathname: string): Promise<number> {
  const cached = gzipCache.get(pathname);
  if (cached !== undefined) return cached;
  const size = gzipSync(await readFile(join(distDir, pathname))).length;
  gzipCache.set(pathname, size);
  return size;
}

/**
 * `BENCH_LHR_DIR=<dir>` keeps every run's full Lighthouse report there (one JSON per run), to see
 * what a metric is made of (network priorities, Lantern's graph, the LCP element).
 */
async function keepReport(url: string, report: string | string[] | undefined): Promise<void> {
  const dir = process.env.BENCH_LHR_DIR;
  if (!dir || typeof report !== 'string') return;
  await mkdir(dir, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || '_';
  await writeFile(join(dir, `${name}-${Date.now()}.json`), report);
}

/**
 * A browser a run uses instead of a fresh one: a signed-in customer's (signed-in-chrome.ts). Its
 * storage is kept (the session lives in IndexedDB); `beforeRun` empties its HTTP cache.
 */
export type SessionChrome = { port: number; beforeRun: () => Promise<void> };

export async function runOnce(
  url: string,
  distDir: string,
  cpuSlowdownMultiplier = DEFAULT_CPU_MULTIPLIER,
  session?: SessionChrome,
): Promise<RunMetrics> {
  const chrome = session
    ? { port: session.port, kill: () => undefined }
    : await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    await session?.beforeRun();
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Merged into the default mobile throttling: only the CPU multiplier changes.
      throttling: { cpuSlowdownMultiplier },
      disableStorageReset: Boolean(session),
      // The 404 page is a route a shopper reaches too: measured like the others.
      ignoreStatusCode: true,
    });
    const lhr = result?.lhr as unknown as Lhr | undefined;
    if (!lhr || lhr.runtimeError)
      throw new Error(
        `Lighthouse a échoué sur ${url} : ${lhr?.runtimeError?.message ?? 'pas de résultat'}`,
      );
    await keepReport(url, result?.report);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = (lhr.audits['network-requests']?.details?.items ?? []) as {
      url: string;
      resourceType?: string;
      transferSize?: number;
    }[];
    const origin = new URL(url).origin;
    const allScripts = requests.filter((r) => r.resourceType === 'Script');
    const scripts = allScripts.filter((r) => r.url.startsWith(origin));
    let jsGzipBytes = 0;
    for (const script of scripts)
      jsGzipBytes += await gzipSize(distDir, new URL(script.url).pathname);
    const accessibility = lhr.categories.accessibility;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((accessibility.score ?? 0) * 100),
      accessibilityFailures: accessibility.auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
        .map((ref) => ref.id),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      fcpMs: value('first-contentful-paint'),
      jsTransferBytes: allScripts.reduce((sum, s) => sum + (s.transferSize ?? 0), 0),
      jsGzipBytes,
      imageTransferBytes: requests
        .filter((r) => r.resourceType === 'Image')
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      totalTransferBytes: value('total-byte-weight'),
      mainThread: (
        (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []) as {
          groupLabel?: string;
          duration?: number;
        }[]
      )
        .map((item) => ({ group: item.groupLabel ?? '?', ms: Math.round(item.duration ?? 0) }))
        .sort((a, b) => b.ms - a.ms),
      scripts: allScripts.map((s) => ({
        path: s.url.startsWith(origin) ? new URL(s.url).pathname : s.url,
        transferBytes: s.transferSize ?? 0,
      })),
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
      cpuSlowdownMultiplier: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? Number.NaN,
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

export type PageResult = {
  path: string;
  runs: RunMetrics[];
  median: Omit<RunMetrics, 'scripts' | 'accessibilityFailures' | 'mainThread'>;
  scripts: RunMetrics['scripts'];
  /** Every accessibility audit that failed in any run. */
  accessibilityFailures: string[];
};

/**
 * `runs` Lighthouse runs of `path`. Calibrated: a first, unreported run measures the machine, and
 * each run's multiplier follows the benchmark index of the run before it (Lighthouse measures it
 * at the start of a run, once the throttling is already set).
 */
export async function benchPage(
  baseUrl: string,
  path: string,
  runs: number,
  distDir: string,
  log: (m: string) => void,
  { calibrated = false, session }: { calibrated?: boolean; session?: SessionChrome } = {},
): Promise<PageResult> {
  const url = new URL(path, baseUrl).href;
  const results: RunMetrics[] = [];
  let multiplier = DEFAULT_CPU_MULTIPLIER;
  if (calibrated)
    multiplier = calibratedMultiplier(
      (await runOnce(url, distDir, DEFAULT_CPU_MULTIPLIER, session)).benchmarkIndex,
    );
  for (let i = 0; i < runs; i += 1) {
    const run = await runOnce(url, distDir, multiplier, session);
    log(
      `  ${path} #${i + 1} : score ${run.score}, accessibilité ${run.accessibility}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}, CPU ×${run.cpuSlowdownMultiplier} (benchmarkIndex ${Math.round(run.benchmarkIndex)})`,
    );
    results.push(run);
    if (calibrated) multiplier = calibratedMultiplier(run.benchmarkIndex);
  }
  const pick = (key: keyof PageResult['median']) => median(results.map((r) => r[key]));
  return {
    path,
    runs: results,
    median: {
      score: pick('score'),
      accessibility: pick('accessibility'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      fcpMs: pick('fcpMs'),
      jsTransferBytes: pick('jsTransferBytes'),
      jsGzipBytes: pick('jsGzipBytes'),
      imageTransferBytes: pick('imageTransferBytes'),
      totalTransferBytes: pick('totalTransferBytes'),
      benchmarkIndex: pick('benchmarkIndex'),
      cpuSlowdownMultiplier: pick('cpuSlowdownMultiplier'),
    },
    scripts: results[results.length - 1]?.scripts ?? [],
    accessibilityFailures: [...new Set(results.flatMap((r) => r.accessibilityFailures))],
  };
}
