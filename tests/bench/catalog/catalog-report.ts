// reports/catalog-bench.md: one table of bytes and heap per size, the search dialog, the
// server rendering and Lighthouse, each figure with its budget (budgets.ts).
import { HEAP_BUDGET, SCORE_DROP_BUDGET, SEARCH_BUDGET, dataBudget, mark } from './budgets';
import { kib, mib, type SizeResult } from './measure-size';
import type { SearchOpening } from './search-probe';
import type { DataBytes } from './traffic';

const fr = (n: number) => n.toLocaleString('fr-FR');
const ms = (n: number) => `${fr(Math.round(n))} ms`;
const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor(sorted.length / 2)] as number) : Number.NaN;
};

function pagesTable(size: SizeResult): string[] {
  const rows = size.pages.map((p) => {
    const data = p.data.wsGzip + p.data.restJson;
    const total = p.htmlGzip + data;
    return `| \`${p.path}\` | ${kib(p.htmlRaw)} | ${kib(p.htmlGzip)} | ${kib(p.jsTransfer)} | ${fr(p.data.wsFrames)} | ${kib(p.data.wsRaw)} | ${kib(data)} | ${kib(total)}${mark(total, dataBudget(p.path))} / ${kib(dataBudget(p.path))} | ${mib(p.heapUsed)}${mark(p.heapUsed, HEAP_BUDGET)} | ${ms(p.liveMs)}${p.quiet ? '' : ' ⁽²⁾'} |`;
  });
  return [
    '| Page | HTML brut | HTML gzip | JS transféré | Trames WS | Base brut | Base gzip | Données gzip (HTML + base) / budget | Tas JS | Complète et vivante |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ];
}

const gz = (d: DataBytes) => d.wsGzip + d.restJson;

function searchLine(size: SizeResult): string[] {
  const { query, live, cold } = size.search;
  const line = (label: string, o: SearchOpening) => {
    const keys = o.keystrokesMs.map((v) => (Number.isNaN(v) ? '—' : ms(v))).join(', ');
    return `  - ${label} : ouverture ${kib(gz(o.open))}${mark(gz(o.open), SEARCH_BUDGET)} (${fr(o.open.wsFrames)} trames WS, ${kib(o.open.wsRaw)} brut), après la frappe ${kib(gz(o.typed))} au total ; champ affiché en ${ms(o.openMs)} ; frappe « ${query} » : médiane ${ms(median(o.keystrokesMs))} (${keys}).`;
  };
  return [
    `- Recherche, première ouverture sur \`/\` (données gzip, budget ${kib(SEARCH_BUDGET)}) :`,
    line('page vivante', live),
    line('à froid (clic dès l’hydratation)', cold),
  ];
}

function renderLines(size: SizeResult): string[] {
  return [
    'Rendu par la fonction `storefront` (via Hosting) : après un changement du catalogue (relu, page rendue) → page suivante (cache de l’instance) :',
    '',
    ...size.renders.pages.map(
      (p) => `- \`${p.path}\` : ${ms(p.missMs)} → ${ms(p.hitMs)} (${kib(p.bytes)} de HTML)`,
    ),
  ];
}

function lighthouseTable(size: SizeResult, base?: SizeResult): string[] {
  const rows = size.lighthouse.map(({ path, median: m }) => {
    const ref = base?.lighthouse.find((page) => page.path === path)?.median.score;
    const delta =
      ref === undefined
        ? '—'
        : `${m.score - ref >= 0 ? '+' : ''}${m.score - ref}${m.score >= ref - SCORE_DROP_BUDGET ? ' ✅' : ' ⚠'}`;
    return `| \`${path}\` | ${m.score} | ${delta} | ${ms(m.lcpMs)} | ${ms(m.tbtMs)} | ${Math.round(m.benchmarkIndex)} |`;
  });
  return [
    '| Page | Score | Écart / 46 produits (budget −2) | LCP | TBT | benchmarkIndex |',
    '|---|---|---|---|---|---|',
    ...rows,
  ];
}

function sizeSection(size: SizeResult, base?: SizeResult): string[] {
  return [
    `## ${fr(size.products)} produits`,
    '',
    ...pagesTable(size),
    '',
    ...searchLine(size),
    '',
    ...renderLines(size),
    '',
    `Lighthouse mobile (médianes) :`,
    '',
    ...lighthouseTable(size, base),
    '',
  ];
}

export function renderCatalogReport(
  sizes: readonly SizeResult[],
  meta: { runs: number; date: string; commit: string; settleMs: number },
): string {
  return [
    '# Banc d’essai catalogue (46 et 5 046 produits)',
    '',
    `Mesuré le ${meta.date} sur ${meta.commit}. Site construit, pages rendues par la fonction storefront derrière l’émulateur Hosting, base locale ;`,
    'la grande taille = démo + 5 000 produits générés (`seedLargeDemo`, comme `npm start -- --demo-size 5000`),',
    'servie aussitôt sans nouveau build. Chromium (playwright-core), contexte neuf par page,',
    'sans limitation de réseau ni de CPU.',
    '',
    `« Complète et vivante » = chargement, hydratation, ${fr(meta.settleMs)} ms d’attente (l’écouteur RTDB démarre 4 s après`,
    'l’hydratation), puis 1,5 s sans trame WebSocket ni requête. « Base » = toutes les trames WebSocket reçues',
    '(payloadData, CDP) — brut additionné, gzip niveau 6 de leur concaténation — plus les lectures REST `.json`',
    '(octets transférés). HTML : document tel que servi, gzip niveau 6 calculé ici. JS : scripts transférés',
    '(compressés par Hosting). Tas JS : `Runtime.getHeapUsage` après `HeapProfiler.collectGarbage`.',
    'Frappe : de `keydown` à la dernière mutation du dialogue (MutationObserver, 600 ms d’observation par touche),',
    `dans la page, sans le rendu à l’écran. Lighthouse : ${meta.runs} passages par page (\`BENCH_RUNS\`).`,
    '',
    'Budgets à 5 000 produits (✅ tenu, ⚠ dépassé — jamais un échec) : données avant page complète et vivante',
    '(HTML + base, gzip) accueil ≤ 50 Kio, liste ≤ 150 Kio, page produit ≤ 30 Kio ; tas JS ≤ 50 Mio ;',
    'première ouverture de la recherche ≤ 300 Kio gzip ; score Lighthouse mobile à 2 points au plus sous celui',
    'des 46 produits. ⁽²⁾ = le réseau n’est jamais devenu calme (2 min).',
    '',
    ...sizes.flatMap((size, i) => sizeSection(size, i > 0 ? sizes[0] : undefined)),
  ].join('\n');
}
