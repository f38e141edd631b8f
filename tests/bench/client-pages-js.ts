// The JavaScript of the client-rendered buying pages, /mon-panier and /mon-panier/paiement:
// spa.html's entry plus the route's chunk with their static imports, gzipped, by chunk (from
// the build, like « JS initial » of the server-rendered pages). What the browser also loads once
// the screen runs (Firebase SDKs, zod…) is measured in Chromium by tests/e2e/bundle-budget.test.ts.
// `npx tsx bench/client-pages-js.ts [dist]` prints the section for an existing build.
import { fileURLToPath } from 'node:url';
import { initialJs, type InitialJs } from './initial-js';

export const CLIENT_PAGES: readonly (readonly [path: string, chunk: string])[] = [
  ['/mon-panier', 'cart-route'],
  ['/mon-panier/paiement', 'checkout-route'],
];

export async function clientPagesJs(distDir: string): Promise<Record<string, InitialJs>> {
  const result: Record<string, InitialJs> = {};
  for (const [path, chunk] of CLIENT_PAGES)
    result[path] = await initialJs(distDir, chunk, 'spa.html');
  return result;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Markdown: one line per page with its total, then its chunks (gzip), largest first. */
export function renderClientPages(pages: Record<string, InitialJs>): string[] {
  const lines = [
    '## Pages d’achat rendues côté client (JS initial, gzip, par morceau)',
    '',
    'Script d’entrée de spa.html + morceau de la route, avec leurs imports statiques (gzip depuis le build).',
    'Ce que l’écran charge ensuite (SDK Firebase, zod…) est mesuré dans Chromium par `tests/e2e/bundle-budget.test.ts`.',
    '',
  ];
  for (const [path, js] of Object.entries(pages)) {
    lines.push(`- \`${path}\` : ${kib(js.gzipBytes)} (${js.chunks.length} fichiers)`);
    for (const chunk of js.chunks) lines.push(`  - \`${chunk.file}\` ${kib(chunk.gzipBytes)}`);
  }
  lines.push('');
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? '../.data/e2e-web';
  clientPagesJs(dist)
    .then((pages) => console.log(renderClientPages(pages).join('\n')))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
