// reports/web-bench.md: one row per page with the medians, and how they were measured.
import { renderClientPages } from './client-pages-js';
import type { InitialJs } from './initial-js';
import { CALIBRATED_DEVICE_INDEX, type PageResult } from './lighthouse-runs';

export const JS_BUDGET_BYTES = 150 * 1024;

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
  },
): string {
  const budget = (bytes: number) => `${kib(bytes)}${bytes > JS_BUDGET_BYTES ? ' ⚠' : ''}`;
  const rows = pages.map(
    ({ path, median: m }) =>
      `| \`${path}\` | ${m.score} | ${m.accessibility} | ${ms(m.lcpMs)} | ${ms(m.tbtMs)} | ${m.cls.toFixed(3)} | ${ms(m.fcpMs)} | ${budget(initial[path]?.gzipBytes ?? Number.NaN)} | ${kib(m.jsGzipBytes)} | ${kib(m.jsTransferBytes)} |`,
  );
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
    '| Page | Score | Accessibilité | LCP | TBT | CLS | FCP | JS initial (gzip) | JS chargé (gzip) | JS transféré |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
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
