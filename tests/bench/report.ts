// reports/web-bench.md: one row per page with the medians, and how they were measured.
import { renderClientPages } from './client-pages-js';
import type { InitialJs } from './initial-js';
import { CALIBRATED_DEVICE_INDEX, type PageResult } from './lighthouse-runs';
import type { InteractionResult } from './web/interactions';

export const JS_BUDGET_BYTES = 150 * 1024;

/** Every route's budgets (docs/performance.md, "Budgets"): ⚠ marks a median over its budget. */
export const PAGE_BUDGETS = {
  score: 97,
  fcpMs: 1_200,
  lcpMs: 1_600,
  tbtMs: 150,
  cls: 0.02,
  jsGzipBytes: 170 * 1024,
} as const;
/** INP budget of each key interaction (aim: 100 ms). */
export const INP_BUDGET_MS = 200;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${Math.round(value)} ms`;

export function renderReport(
  pages: readonly PageResult[],
  initial: Record<string, InitialJs>,
  meta: {
    runs: number;
    /** The CPU multiplier followed the machine's speed (BENCH_CPU=calibrated). */
    calibrated?: boolean;
    date: string;
    commit: string;
    /** /mon-panier and /mon-panier/paiement (client-rendered): initial JS by chunk. */
    clientPages?: Record<string, InitialJs>;
    /** The pages measured signed in as the demo customer. */
    signedIn?: ReadonlySet<PageResult>;
    interactions?: readonly InteractionResult[];
    interactionRuns?: number;
    /** Only some paths were measured (BENCH_ONLY). */
    partial?: boolean;
  },
): string {
  const budget = (bytes: number | undefined) =>
    bytes === undefined ? '—' : `${kib(bytes)}${bytes > JS_BUDGET_BYTES ? ' ⚠' : ''}`;
  const over = (text: string, exceeded: boolean) => (exceeded ? `${text} ⚠` : text);
  const B = PAGE_BUDGETS;
  const rows = pages
    .map((page) => ({ page, path: page.path, m: page.median }))
    .map(({ page, path, m }) =>
      [
        `\`${path}\`${meta.signedIn?.has(page) ? ' (connecté)' : ''}`,
        over(String(m.score), m.score < B.score),
        m.accessibility,
        over(ms(m.fcpMs), m.fcpMs > B.fcpMs),
        over(ms(m.lcpMs), m.lcpMs > B.lcpMs),
        over(ms(m.tbtMs), m.tbtMs > B.tbtMs),
        over(m.cls.toFixed(3), m.cls > B.cls),
        budget(initial[path]?.gzipBytes),
        over(kib(m.jsGzipBytes), m.jsGzipBytes > B.jsGzipBytes),
        kib(m.jsTransferBytes),
      ].join(' | '),
    )
    .map((row) => `| ${row} |`);
  const withinBudget = pages.filter(
    ({ median: m }) =>
      m.score >= B.score &&
      m.fcpMs <= B.fcpMs &&
      m.lcpMs <= B.lcpMs &&
      m.tbtMs <= B.tbtMs &&
      m.cls <= B.cls &&
      m.jsGzipBytes <= B.jsGzipBytes,
  ).length;
  const scripts = pages.map(
    ({ path, scripts: list }) =>
      `- \`${path}\` : ${list.length} fichiers — ${list
        .map((s) => `\`${s.path.replace('/assets/', '')}\` ${kib(s.transferBytes)}`)
        .join(', ')}`,
  );
  // Audits that failed in any run: what keeps a page's accessibility score under 100.
  const failing = pages.filter((page) => page.accessibilityFailures.length > 0);
  const accessibilityNotes = failing.map(
    (page) =>
      `Accessibilité de \`${page.path}\` : audits en échec ${page.accessibilityFailures.join(', ')}.`,
  );
  if (failing.length > 0) accessibilityNotes.push('');
  const indexes = pages.map((page) => Math.round(page.median.benchmarkIndex)).join(' / ');
  const multipliers = pages.map((page) => page.median.cpuSlowdownMultiplier).join(' / ');
  const cpu = meta.calibrated
    ? [
        `(configuration mobile de Lighthouse : émulation Moto G Power, réseau 4G lent simulé ; CPU calibré : multiplicateur`,
        `= benchmarkIndex du passage précédent / ${CALIBRATED_DEVICE_INDEX}, soit la machine habituelle avec le ×4 par défaut).`,
      ]
    : [
        '(configuration mobile par défaut de Lighthouse : émulation Moto G Power, réseau 4G lent simulé, CPU ×4).',
      ];
  return [
    '# Banc d’essai web (Lighthouse 12, mobile)',
    '',
    `Mesuré le ${meta.date} sur ${meta.commit} — médiane de ${meta.runs} passages par page, chacun dans un Chromium neuf`,
    ...cpu,
    'Site construit (`vite build` + prérendu) servi par l’émulateur Hosting (compression gzip/brotli comme en production),',
    'données de démonstration dans la base locale.',
    `Indice de performance de la machine (benchmarkIndex de Lighthouse, médiane par page) : ${indexes}.`,
    `Multiplicateur CPU appliqué (médiane par page) : ${multipliers}.`,
    '',
    ...(meta.partial
      ? ['**Rapport partiel** (BENCH_ONLY) : seules les pages et interactions choisies.', '']
      : []),
    `Budgets par route (⚠ = médiane hors budget) : score ≥ ${B.score}, FCP ≤ ${B.fcpMs} ms, LCP ≤ ${B.lcpMs} ms, TBT ≤ ${B.tbtMs} ms,`,
    `CLS ≤ ${B.cls}, JS chargé ≤ ${kib(B.jsGzipBytes)} gzip. Dans le budget : ${withinBudget} page(s) sur ${pages.length}.`,
    '',
    '| Page | Score | Accessibilité | FCP | LCP | TBT | CLS | JS initial (gzip) | JS chargé (gzip) | JS transféré |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    ...renderInteractions(meta.interactions ?? [], meta.interactionRuns ?? 0),
    ...accessibilityNotes,
    `Budget JS initial : ${kib(JS_BUDGET_BYTES)} gzip par route (⚠ = dépassé). « JS initial » = script d’entrée de index.html`,
    '+ morceau de la route, avec leurs imports statiques (gzip, depuis le build) ; les SDK Firebase chargés à la demande',
    'n’en font pas partie. « JS chargé » = tous les scripts de l’origine chargés pendant le passage Lighthouse',
    '(SDK Database compris s’il démarre dans la fenêtre de mesure), gzip depuis le build ; « JS transféré » = octets',
    'reçus pour tous les scripts, tels que servis (compressés).',
    '',
    '## Scripts chargés (taille transférée, dernier passage)',
    '',
    ...scripts,
    '',
    ...(meta.clientPages ? renderClientPages(meta.clientPages) : []),
  ].join('\n');
}

function renderInteractions(results: readonly InteractionResult[], runs: number): string[] {
  if (results.length === 0) return [];
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2
      ? (sorted[mid] as number)
      : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  };
  return [
    `## Interactions (INP, CPU ×4, ${runs} passages chacune ; budget ${INP_BUDGET_MS} ms, objectif 100 ms)`,
    '',
    'Latence de chaque interaction lue par l’API Event Timing de Chromium (le plus long événement de son',
    'interactionId : délai d’entrée, gestionnaires, image suivante), page chargée et entièrement hydratée.',
    '',
    '| Interaction | Page | Médiane | Pire passage |',
    '|---|---|---|---|',
    ...results.map(({ name, path, runsMs }) => {
      const mid = median(runsMs);
      const worst = Math.max(...runsMs);
      const mark = (v: number) =>
        v < 16 ? '< 16 ms' : `${Math.round(v)} ms${v > INP_BUDGET_MS ? ' ⚠' : ''}`;
      return `| ${name} | \`${path}\` | ${mark(mid)} | ${mark(worst)} |`;
    }),
    '',
  ];
}
