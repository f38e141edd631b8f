// The JavaScript only the Hyperviseur loads, from the build's Vite manifest: every chunk reachable
// (static or dynamic imports) from the admin routes that no storefront page can reach, gzipped
// like the web bench measures it (tests/bench/initial-js.ts).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
type Manifest = Record<string, ManifestChunk>;

/** Modules of the Hyperviseur's lazy routes and layout (web/src/app/router/client-pages.ts). */
const ADMIN_SOURCE = /^src\/(features\/(hyperviseur|hv-[^/]+)\/routes|entities\/admin-shell)\//;

export type ChunkSize = { file: string; gzipBytes: number };
export type AdminJs = {
  /** Chunks no storefront page can load, with their gzip size, largest first. */
  adminOnly: ChunkSize[];
  adminOnlyBytes: number;
  /** Per admin screen: what it adds to the entry script, statically (gzip). */
  routes: { route: string; gzipBytes: number }[];
};

function reach(
  manifest: Manifest,
  starts: string[],
  dynamic: boolean,
  skip: (key: string) => boolean,
) {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key] || skip(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const next of [...(chunk.imports ?? []), ...(dynamic ? (chunk.dynamicImports ?? []) : [])])
      visit(next);
  };
  starts.forEach(visit);
  return seen;
}

export async function adminJs(distDir: string): Promise<AdminJs> {
  const manifest = JSON.parse(
    await readFile(join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const keys = Object.keys(manifest);
  const isAdmin = (key: string) => ADMIN_SOURCE.test(manifest[key]?.src ?? '');
  const entries = keys.filter((key) => manifest[key]?.isEntry);
  const admin = keys.filter(isAdmin);
  if (admin.length === 0) throw new Error(`aucun morceau de l'Hyperviseur dans ${distDir}`);
  const storefront = reach(manifest, entries, true, isAdmin);
  const gzip = async (key: string) =>
    gzipSync(await readFile(join(distDir, manifest[key]!.file))).length;
  const adminOnly: ChunkSize[] = [];
  for (const key of reach(manifest, admin, true, () => false))
    if (!storefront.has(key))
      adminOnly.push({ file: manifest[key]!.file, gzipBytes: await gzip(key) });
  adminOnly.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const entryStatic = reach(manifest, entries, false, () => false);
  const layout = admin.filter((key) => manifest[key]?.src?.includes('admin-shell'));
  const routes = [];
  for (const route of admin.filter((key) => !layout.includes(key))) {
    let gzipBytes = 0;
    for (const key of reach(manifest, [...layout, route], false, () => false))
      if (!entryStatic.has(key)) gzipBytes += await gzip(key);
    routes.push({
      route: manifest[route]!.src!.replace(/^.*\//, '').replace(/\.tsx?$/, ''),
      gzipBytes,
    });
  }
  return {
    adminOnly,
    adminOnlyBytes: adminOnly.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    routes,
  };
}
