// reports/photos-bench.md: the originals, the upload and variant times, what was published, the
// variants a phone and a desktop picked, Lighthouse mobile on the pages that show the photos, and
// the verdict against issue 27's bar (Lighthouse ≥ 97, CLS 0, the right size, no GPS published).
import type { ReadyPhoto } from '@fohzshop/shared/catalog/product-photos';
import type { PageResult } from '../lighthouse-runs';
import type { AdminUpload } from './admin-upload';
import type { Original } from './originals';
import type { PagePicks, Pick } from './picks';
import type { PreloadFacts } from './product-page';
import type { Variant } from './variants';

export type PhotosReport = {
  date: string;
  commit: string;
  machine: string;
  browser: string;
  /** BENCH_PHOTOS, or undefined for the generated originals. */
  source: string | undefined;
  runs: number;
  originals: readonly Original[];
  upload: AdminUpload;
  servedAfterMs: number;
  photos: readonly ReadyPhoto[];
  variants: readonly Variant[];
  preload: PreloadFacts;
  picks: readonly PagePicks[];
  pages: readonly PageResult[];
  productPath: string;
  /** A product page without photos, measured in the same run (the last of `pages`). */
  controlPath: string;
};

const SCORE_MIN = 97;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} Mo`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} Kio`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const ms = (value: number) => `${Math.round(value)} ms`;
const yes = (ok: boolean) => (ok ? 'oui' : '**non**');

/** The variant a browser should take: the narrowest covering the slot at the screen's density. */
function expectedWidth(widths: readonly number[], pick: Pick, dpr: number): number {
  const need = pick.renderedWidth * dpr;
  return widths.find((w) => w >= need) ?? widths.at(-1) ?? 0;
}

function pickRows(r: PhotosReport): { rows: string[]; right: boolean } {
  const widths = r.photos[0]?.widths ?? [];
  let right = true;
  const rows = r.picks.flatMap((p) => {
    const dpr = /DPR ([\d,]+)/.exec(p.device)?.[1]?.replace(',', '.') ?? '1';
    return (
      [
        ['fiche produit, photo principale', p.main],
        ['liste, carte du produit', p.card],
      ] as const
    ).map(([where, pick]) => {
      const expected = expectedWidth(widths, pick, Number(dpr));
      right &&= pick.width === expected;
      const variant = r.variants.find(
        (v) => v.photo === 1 && v.format === pick.format && v.width === pick.width,
      );
      return `| ${p.device} | ${where} | ${pick.width} px ${pick.format.toUpperCase()} | ${expected} px | ${variant ? kib(variant.bytes) : '?'} | ${pick.renderedWidth} × ${pick.renderedHeight} | ${pick.density} |`;
    });
  });
  return { rows, right };
}

export function renderPhotosReport(report: PhotosReport): string {
  const control = report.pages.find((p) => p.path === report.controlPath);
  const r = { ...report, pages: report.pages.filter((p) => p !== control) };
  const { rows: picks, right } = pickRows(r);
  const scores = r.pages.map((p) => p.median.score);
  const scoreOk = scores.every((score) => score >= SCORE_MIN);
  const clsOk =
    r.pages.every((p) => p.runs.every((run) => run.cls === 0)) &&
    r.picks.every((p) => p.layoutShift === 0);
  // The main <img> shows the file the preload fetched (the thumbnail of the same photo is another).
  const preloadUsed = r.picks.every(
    (p) =>
      p.mainFetches.some(
        (f) => f.initiator === 'link' && f.width === p.main.width && f.format === p.main.format,
      ) &&
      !p.mainFetches.some((f) => f.initiator !== 'link' && f.width === p.main.width) &&
      !p.preloadWarnings.length,
  );
  const leaked = r.variants.filter((v) => v.metadata.length > 0);
  const gpsIn = r.originals.filter((o) => o.gps).length;
  const source = r.source
    ? `photographies réelles, les trois premières de \`BENCH_PHOTOS=${r.source}\``
    : 'trois photos générées (dégradés, formes, grain ; JPEG q92 avec EXIF : appareil, position GPS, orientation)';
  return [
    `# Banc d’essai des photos produit (issue 27) — ${r.source ? 'photos réelles' : 'photos générées'}`,
    '',
    `Mesuré le ${r.date} sur ${r.commit} — ${r.machine}, ${r.browser}. Pile du banc (site construit, pages rendues`,
    'par la fonction storefront, Cloud Storage locale, fonction des variantes), données de démonstration.',
    `Originaux : ${source}. Reproduire : \`npm run bench:photos\` (\`BENCH_PHOTOS=<dossier>\` pour des photos à soi).`,
    '',
    '## Verdict',
    '',
    `- Lighthouse mobile ≥ ${SCORE_MIN} (médiane de ${r.runs}) sur les ${r.pages.length} pages : ${yes(scoreOk)} (${r.pages.map((p) => `\`${p.path}\` ${p.median.score}`).join(', ')}).`,
    `- CLS 0 (chaque passage Lighthouse, et téléphone et ordinateur dans Chromium) : ${yes(clsOk)}.`,
    `- La bonne largeur choisie (la plus étroite qui couvre l’emplacement à la densité de l’écran) : ${yes(right)}.`,
    `- Préchargement de la photo principale dans le \`<head>\` : ${yes(r.preload.inHead)} ; utilisé par l’\`<img>\` (le fichier affiché est celui du préchargement, pas chargé une seconde fois, sans avertissement) : ${yes(preloadUsed)}.`,
    `- Aucune métadonnée publiée : ${yes(leaked.length === 0)} — ${gpsIn} original(aux) sur ${r.originals.length} avec une position GPS ; ${r.variants.length} variantes lues, ${leaked.length} avec EXIF, GPS, ICC, XMP ou IPTC.`,
    '',
    '## Originaux',
    '',
    '| Fichier | Poids | Taille stockée | Orientation EXIF | EXIF | GPS | Appareil |',
    '|---|---|---|---|---|---|---|',
    ...r.originals.map(
      (o) =>
        `| ${o.name} | ${mb(o.bytes)} | ${o.width} × ${o.height} ${o.format.toUpperCase()} | ${o.orientation} | ${o.exif ? 'oui' : 'non'} | ${o.gps ? 'oui' : 'non'} | ${o.camera ?? '—'} |`,
    ),
    '',
    '## Envoi et variantes (Hyperviseur, fiche produit, les trois choisies ensemble)',
    '',
    'Temps depuis le choix des fichiers (`setInputFiles` sur le champ de la fiche) : « envoyée » = fin de l’envoi',
    'à la Cloud Storage locale (SDK Storage, envoi reprenable), « prête » = variantes écrites et fiche complétée par la fonction',
    '(l’état « Prête » de la ligne). La fonction traite un original à la fois.',
    '',
    '| Photo | Envoyée | Prête |',
    '|---|---|---|',
    ...r.upload.timings.map((t, i) => `| ${i + 1}. ${t.name} | ${s(t.sentMs)} | ${s(t.readyMs)} |`),
    '',
    `Enregistrement de la fiche : ${s(r.upload.saveMs)} ; page servie avec les trois photos ${s(r.servedAfterMs)} après.`,
    '',
    '## Variantes publiées',
    '',
    '| Photo | Largeur | Hauteur | AVIF | WebP |',
    '|---|---|---|---|---|',
    ...r.photos.flatMap((photo, i) =>
      photo.widths.map((width) => {
        const of = (format: string) =>
          r.variants.find((v) => v.photo === i + 1 && v.width === width && v.format === format);
        return `| ${i + 1} (${photo.width} × ${photo.height} orientée) | ${width} | ${of('avif')?.height ?? '?'} | ${kib(of('avif')?.bytes ?? 0)} | ${kib(of('webp')?.bytes ?? 0)} |`;
      }),
    ),
    '',
    `Aperçu flou (data: URI) : ${r.photos.map((p) => `${p.placeholder?.length ?? 0}`).join(', ')} caractères.`,
    '',
    '## Ce que choisit le navigateur',
    '',
    `Fiche \`${r.productPath}\` et liste \`/trottinettes-electriques\` (le produit, le plus vu, y est la première carte),`,
    'Chromium sans bridage. « Densité » = pixels de l’image par pixel CSS affiché.',
    '',
    '| Appareil | Où | Variante chargée | Attendue | Poids | Affichée (px CSS) | Densité |',
    '|---|---|---|---|---|---|---|',
    ...picks,
    '',
    `Préchargement dans le \`<head>\` : ${r.preload.inHead ? `type ${r.preload.type}, fetchpriority ${r.preload.fetchPriority}, imagesizes « ${r.preload.imageSizes} », largeurs ${r.preload.widths.join(', ')}` : 'absent'}.`,
    ...r.picks.map(
      (p) =>
        `${p.device} : fichiers de la photo principale chargés ${p.mainFetches.map((f) => `${f.width} ${f.format} (${f.initiator})`).join(', ') || 'aucun'} ; décalages ${p.layoutShift.toFixed(3)}${p.shiftSources.length ? ` (${p.shiftSources.join(' ; ')})` : ''}${p.preloadWarnings.length ? ` ; avertissements : ${p.preloadWarnings.join(' / ')}` : ''}.`,
    ),
    '',
    `## Lighthouse 12 mobile (médiane de ${r.runs} passages, Chromium neuf à chaque passage)`,
    '',
    `Configuration mobile par défaut : émulation Moto G Power (412 × 823, DPR 1,75), 4G lente simulée, CPU ${cpuMultipliers(report.pages)}.`,
    '« Images » et « Total » : octets transférés (Cloud Storage comprise), médianes. Le témoin est la fiche',
    'de la trottinette la plus vue de la même marque, avec son illustration 480 × 360 : même gabarit, sans photo.',
    '',
    '| Page | Score | FCP | LCP | TBT | CLS | Images | Total |',
    '|---|---|---|---|---|---|---|---|',
    ...report.pages
      .map(({ path, median: m }) =>
        [
          `\`${path}\`${path === r.controlPath ? ' (témoin, sans photo)' : ''}`,
          `${m.score}${m.score < SCORE_MIN ? ' ⚠' : ''}`,
          ms(m.fcpMs),
          ms(m.lcpMs),
          ms(m.tbtMs),
          m.cls.toFixed(3),
          kib(m.imageTransferBytes),
          kib(m.totalTransferBytes),
        ].join(' | '),
      )
      .map((row) => `| ${row} |`),
    '',
    `Scores de chaque passage : ${report.pages.map((p) => `\`${p.path}\` ${p.runs.map((run) => run.score).join('/')}`).join(' ; ')}.`,
    'Temps du fil principal par nature de travail (Lighthouse, passage médian en TBT) :',
    ...report.pages.map((p) => {
      const run = [...p.runs].sort((a, b) => a.tbtMs - b.tbtMs)[Math.floor(p.runs.length / 2)];
      return `- \`${p.path}\` : ${(run?.mainThread ?? []).map((m) => `${m.group} ${m.ms} ms`).join(', ')}.`;
    }),
    `Indice de la machine (benchmarkIndex, médiane par page) : ${report.pages.map((p) => Math.round(p.median.benchmarkIndex)).join(' / ')}.`,
    '',
  ].join('\n');
}

/** « ×4 », or the range a calibrated run used (BENCH_CPU=calibrated, lighthouse-runs.ts). */
function cpuMultipliers(
  pages: readonly { runs: readonly { cpuSlowdownMultiplier: number }[] }[],
): string {
  const all = pages.flatMap((page) => page.runs.map((run) => run.cpuSlowdownMultiplier));
  const [low, high] = [Math.min(...all), Math.max(...all)];
  return low === high ? `×${low}` : `×${low.toFixed(2)} à ×${high.toFixed(2)} (étalonné)`;
}
