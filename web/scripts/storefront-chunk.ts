// The storefront's shared chunk (used by vite.config.ts). Left to itself, the bundler gives every
// set of pages that share modules its own chunk: a product page then loaded about 30 files of
// 0.2–1 KiB. Each request costs the main thread 0.5–3 ms while the page starts and about 2 KiB
// of headers, and Lighthouse's simulation adds its round trips. So the modules that at least two of
// the prerendered page kinds import (home, listing, product page) go in one chunk, and each page
// loads its own module plus this one (docs/performance.md, "Fewer, larger chunks").
import { fileURLToPath } from 'node:url';

type ModuleInfo = { importedIds: readonly string[] };
type Context = { getModuleInfo(id: string): ModuleInfo | null };

export const STOREFRONT_CHUNK = 'storefront';

const PAGE_MODULES = [
  'src/features/home/routes/home-route.tsx',
  'src/features/catalog/routes/catalog-route.tsx',
  'src/features/product/routes/product-route.tsx',
].map((path) => fileURLToPath(new URL(`../${path}`, import.meta.url)));

/** Modules imported statically, directly or not, by `root` (the root itself excluded). */
function staticImports(root: string, context: Context): Set<string> {
  const seen = new Set<string>();
  const stack = [...(context.getModuleInfo(root)?.importedIds ?? [])];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * A code-splitting `name` function: STOREFRONT_CHUNK for modules shared by two page kinds or
 * more, nothing for the rest (the bundler's own placement). The entry's modules are taken by
 * a group of higher priority before this one is asked.
 */
export function storefrontChunk(): (id: string, context: Context) => string | null {
  let shared: Set<string> | undefined;
  return (id, context) => {
    if (!shared) {
      const counts = new Map<string, number>();
      for (const page of PAGE_MODULES) {
        for (const module of staticImports(page, context)) {
          counts.set(module, (counts.get(module) ?? 0) + 1);
        }
      }
      shared = new Set([...counts].filter(([, count]) => count >= 2).map(([module]) => module));
      for (const page of PAGE_MODULES) shared.delete(page);
    }
    // Only the project's own modules: a library's modules are reached through its index, which
    // imports all of them, used or not.
    return shared.has(id) && !id.includes('/node_modules/') ? STOREFRONT_CHUNK : null;
  };
}
