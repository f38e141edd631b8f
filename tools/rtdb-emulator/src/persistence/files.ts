// On-disk layout of one namespace: <dataDir>/<ns>/snapshot.json + wal-<seq>.log files.
import { closeSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const SNAPSHOT_FILE = 'snapshot.json';
const WAL_FILE = /^wal-(\d+)\.log$/;

export function walFileName(seq: number): string {
  return `wal-${String(seq).padStart(8, '0')}.log`;
}

/** Sequence numbers of the write-ahead logs present, ascending. */
export function listWalSeqs(dir: string): number[] {
  return readdirSync(dir)
    .map((name) => WAL_FILE.exec(name)?.[1])
    .filter((seq): seq is string => seq !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

export function namespaceDir(dataDir: string, ns: string): string {
  return join(dataDir, encodeURIComponent(ns));
}

/** Makes a rename or unlink inside `dir` durable. */
export function fsyncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
