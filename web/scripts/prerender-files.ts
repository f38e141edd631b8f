// The files the prerender reads and writes besides the pages: the template (kept beside the SSR
// entry) and the sitemap files.
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ssrDirFor } from './paths';

/**
 * The built index.html, kept beside the prerender entry: index.html itself becomes the home
 * page below, so a second prerender of the same build (a restart of the local stack with no
 * rebuild, a test) reads the template from there.
 */
export async function readTemplate(outDir: string): Promise<string> {
  const saved = join(ssrDirFor(outDir), 'template.html');
  const built = await readFile(join(outDir, 'index.html'), 'utf8');
  if (built.includes('<!--page-html-->')) {
    await writeFile(saved, built);
    return built;
  }
  return readFile(saved, 'utf8').catch(() => {
    throw new Error(
      `Prérendu : ${outDir}/index.html est déjà prérendu et le modèle manque ; refaites le build.`,
    );
  });
}

/** sitemap.xml (and its parts when split); parts left by a larger catalogue are removed. */
export async function writeSitemaps(outDir: string, files: { name: string; xml: string }[]) {
  const names = new Set(files.map((file) => file.name));
  for (const name of await readdir(outDir)) {
    if (/^sitemap-\d+\.xml$/.test(name) && !names.has(name)) await rm(join(outDir, name));
  }
  for (const file of files) await writeFile(join(outDir, file.name), file.xml);
}
