// reports/admin-bench.md: medians of the Hyperviseur tables at scale and the admin JavaScript.
import type { AdminJs } from './admin-chunks';
import type { TableRun, TableSpec } from './table-timings';

export type TableResult = { spec: TableSpec; runs: TableRun[] };
export type BenchMeta = {
  date: string;
  commit: string;
  machine: string;
  browser: string;
  seed: { products: number; customers: number; orders: number; ms: number; requests: number };
  /** JSON size of each node the screens listen to, as the database sends it. */
  nodeBytes: Record<string, number>;
};

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} Mio`;
const ms = (value: number) => `${Math.round(value)} ms`;
const fr = (n: number) => n.toLocaleString('fr-FR').replace(/\u202f/g, ' ');

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function cell(runs: readonly TableRun[], pick: (run: TableRun) => number): string {
  const values = runs.map(pick);
  return `${ms(median(values))} (${ms(Math.min(...values))}–${ms(Math.max(...values))})`;
}

export function renderAdminReport(tables: readonly TableResult[], js: AdminJs, meta: BenchMeta) {
  const rows = tables.map(({ spec, runs }) =>
    [
      `\`${spec.path}\``,
      fr(spec.rows),
      cell(runs, (r) => r.loadMs),
      cell(runs, (r) => r.searchMs),
      cell(runs, (r) => r.typeMs),
      cell(runs, (r) => r.filterMs),
      `${median(runs.map((r) => r.heapMb)).toFixed(1)} Mo`,
    ].join(' | '),
  );
  const queries = tables.map(
    ({ spec, runs }) =>
      `- ${spec.title} : recherche « ${spec.query} » → ${runs[0]?.searchSummary ?? '?'} (tapée : ${ms(median(runs.map((r) => r.typeMs)) / spec.query.length)} par touche en médiane) ; filtre ${spec.filter.label} = « ${spec.filter.text} » → ${runs[0]?.filterSummary ?? '?'}.`,
  );
  const routes = js.routes.map((r) => `\`${r.route}\` ${kib(r.gzipBytes)}`).join(', ');
  const chunks = js.adminOnly.map(
    (c) => `\`${c.file.replace('assets/', '')}\` ${kib(c.gzipBytes)}`,
  );
  const nodes = Object.entries(meta.nodeBytes).map(([node, bytes]) => `\`${node}\` ${mib(bytes)}`);
  return [
    '# Banc d’essai de l’Hyperviseur (grands volumes)',
    '',
    `Mesuré le ${meta.date} sur ${meta.commit} — ${meta.machine}, ${meta.browser} sans affichage, fenêtre 1280 × 800.`,
    `Pile locale du banc (\`startStack\`, site construit servi par l’émulateur Hosting), démo plus démo étendue :`,
    `${fr(meta.seed.products)} produits générés (${fr(tables.find((t) => t.spec.path.endsWith('produits'))?.spec.rows ?? 0)} au total), ${fr(meta.seed.customers)} clients, ${fr(meta.seed.orders)} commandes, écrits en ${(meta.seed.ms / 1000).toFixed(1)} s (${meta.seed.requests} mises à jour multi-chemins).`,
    `Taille JSON des nœuds lus par les écrans : ${nodes.join(', ')}.`,
    '',
    `Médiane de ${tables[0]?.runs.length ?? 0} passages (min–max) après un passage de chauffe, administrateur de démo connecté ; chaque passage recharge la page.`,
    '',
    '| Écran | Lignes en base | Tableau affiché | Recherche collée | Recherche tapée | Filtre | Tas JS |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
    '',
    '« Tableau affiché » : du début de la navigation jusqu’à l’image où le résumé compte toutes les lignes de la base',
    'et où les premières lignes du tableau sont dessinées (authentification restaurée, écoute temps réel du nœud,',
    'validation zod de chaque enregistrement, tri, filtrage, rendu des 50 premières lignes). « Recherche collée » /',
    '« Filtre » : de l’événement input / change jusqu’à l’image suivant la mise à jour des lignes. « Recherche tapée » :',
    'la même requête frappée touche par touche par Playwright, jusqu’au résultat final (aller-retours CDP compris).',
    'Tas JS : mémoire JavaScript vivante une fois le tableau chargé (après un passage du ramasse-miettes).',
    '',
    ...queries,
    '',
    '## JavaScript de l’Hyperviseur (gzip, depuis le build)',
    '',
    `Morceaux que seules les routes de l’Hyperviseur chargent (aucune page de la boutique ne les atteint) : ${kib(js.adminOnlyBytes)} au total.`,
    `Ajout de chaque écran au script d’entrée (mise en page + route, imports statiques) : ${routes}.`,
    '',
    ...chunks.map((chunk) => `- ${chunk}`),
    '',
    'Ce rapport décrit une mesure ; il ne fixe aucun seuil.',
    '',
  ].join('\n');
}
