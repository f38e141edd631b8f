// The incremental prerender's memory: page path → hash of its inputs (page-inputs.ts) when its
// file was written. Kept beside the SSR entry (never deployed, emptied by every build, as are
// the pages themselves).
import { access, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ssrDirFor } from './paths';

export type PageHashes = Record<string, string>;

const fileOf = (outDir: string) => join(ssrDirFor(outDir), 'prerender-manifest.json');

export async function readPageHashes(outDir: string): Promise<PageHashes> {
  try {
    const value: unknown = JSON.parse(await readFile(fileOf(outDir), 'utf8'));
    return value && typeof value === 'object' ? (value as PageHashes) : {};
  } catch {
    return {};
  }
}

/** Written whole then renamed: a run stopped halfway never leaves a manifest cut in two. */
export async function writePageHashes(outDir: string, hashes: PageHashes): Promise<void> {
  const file = fileOf(outDir);
  await writeFile(`${file}.tmp`, JSON.stringify(hashes));
  await rename(`${file}.tmp`, file);
}

export const fileExists = (file: string): Promise<boolean> =>
  access(file).then(
    () => true,
    () => false,
  );
