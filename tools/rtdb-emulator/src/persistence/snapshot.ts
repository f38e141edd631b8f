// Snapshots: the whole namespace as export JSON, written to a temp file, fsynced, then renamed
// over snapshot.json, so the file on disk is always either the old or the new complete snapshot.
import { existsSync, readFileSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { fromJson } from '../tree/from-json.js';
import type { Node } from '../tree/node.js';
import { SNAPSHOT_FILE, fsyncDir } from './files.js';

interface SnapshotFile {
  version: 1;
  /** Every write-ahead log with a sequence number ≤ this is contained in `root`. */
  wal: number;
  root: unknown;
}

export function readSnapshot(dir: string): { root: Node; wal: number } {
  const file = join(dir, SNAPSHOT_FILE);
  if (!existsSync(file)) return { root: null, wal: 0 };
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as SnapshotFile;
  return { root: fromJson(parsed.root), wal: parsed.wal };
}

/** `serialized` is captured synchronously by the caller so it matches the log rotation point. */
export async function writeSnapshot(dir: string, serialized: string): Promise<void> {
  const tmp = join(dir, `${SNAPSHOT_FILE}.tmp`);
  const handle = await open(tmp, 'w');
  try {
    await handle.writeFile(serialized, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, join(dir, SNAPSHOT_FILE));
  fsyncDir(dir);
}

export function serializeSnapshot(root: unknown, wal: number): string {
  const snapshot: SnapshotFile = { version: 1, wal, root };
  return JSON.stringify(snapshot);
}
