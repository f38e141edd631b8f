// The storefront's renderer, built by the web workspace (`vite build --ssr`, web/scripts/
// build.ts): its entry, the page templates (pages, client screens' shells) and Vite's manifest. Deployed inside the functions
// (functions/build.mjs --storefront copies it to lib/storefront); a local stack points
// STOREFRONT_DIR at its own build. Loaded on the first request, never at deploy-time discovery.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  STOREFRONT_FILES,
  type EntryServer,
  type Manifest,
} from '@fohzshop/shared/storefront/page-document';

export type RendererBundle = {
  entry: EntryServer;
  template: string;
  /** The page template with the client screens' stylesheet, for their shells. */
  shellTemplate: string;
  manifest: Manifest;
};

export function storefrontDir(): string {
  return process.env.STOREFRONT_DIR || fileURLToPath(new URL('./storefront/', import.meta.url));
}

let loading: Promise<RendererBundle> | undefined;

export function loadRendererBundle(dir = storefrontDir()): Promise<RendererBundle> {
  loading ??= (async () => {
    const [entry, template, shellTemplate, manifest] = await Promise.all([
      import(pathToFileURL(join(dir, STOREFRONT_FILES.entry)).href) as Promise<EntryServer>,
      readFile(join(dir, STOREFRONT_FILES.template), 'utf8'),
      readFile(join(dir, STOREFRONT_FILES.shellTemplate), 'utf8'),
      readFile(join(dir, STOREFRONT_FILES.manifest), 'utf8'),
    ]);
    const templates = [template, shellTemplate];
    if (
      typeof entry.renderParts !== 'function' ||
      !templates.every((t) => t.includes('<!--page-html-->'))
    ) {
      throw new Error(`Rendu de la boutique : ${dir} ne contient pas un rendu construit valide.`);
    }
    return { entry, template, shellTemplate, manifest: JSON.parse(manifest) as Manifest };
  })();
  // A failed load (no build yet) is tried again on the next request.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
