// --import: a JSON file (into one namespace) or a directory of `<namespace>.json` files.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Databases } from '../store/databases.js';
import { OWNER } from '../store/identity.js';
import { applyWrite } from '../store/writes.js';
import { DEFAULT_NAMESPACE } from '../protocol/namespace-name.js';
import { assertNestingWithin } from '../tree/validate.js';

function importFile(databases: Databases, file: string, namespace: string): void {
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  assertNestingWithin(data); // the write code below recurses
  const outcome = applyWrite(databases.get(namespace), { kind: 'set', path: [], data }, OWNER);
  if (!outcome.ok) throw new Error(`Import of ${file} failed: ${outcome.message}`);
}

/** Replaces the root of each imported namespace (the import is logged like any write). */
export function importInto(
  databases: Databases,
  source: string,
  namespace = DEFAULT_NAMESPACE,
): void {
  if (!statSync(source).isDirectory()) return importFile(databases, source, namespace);
  for (const entry of readdirSync(source)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    importFile(databases, join(source, entry), basename(entry, '.json'));
  }
}
