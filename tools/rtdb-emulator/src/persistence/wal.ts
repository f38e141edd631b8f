// Write-ahead log of one namespace. Each committed write reaches the file (the kernel's page
// cache) before its `ok` is sent, so an acknowledged write survives the server being killed;
// it is fsynced at most 1 s later (a power cut may lose that last second). Past a size
// threshold (or on close) the log is compacted: a new log file is started and a snapshot of the
// tree at that point replaces the older logs.
import { closeSync, fsyncSync, openSync, readFileSync, rmSync, writeSync, fsync } from 'node:fs';
import { join } from 'node:path';
import type { CommitLog } from '../store/namespace.js';
import { toJson } from '../tree/export.js';
import { fromJson } from '../tree/from-json.js';
import { setAt, type Node } from '../tree/node.js';
import { parsePath } from '../tree/path.js';
import { fsyncDir, listWalSeqs, walFileName } from './files.js';
import { serializeSnapshot, writeSnapshot } from './snapshot.js';

const FSYNC_INTERVAL_MS = 1000;
const COMPACT_AFTER_BYTES = 64 * 1024 * 1024;

/** Replays the logs after the snapshot; a torn last line (crash mid-append) ends that file. */
export function replayLogs(dir: string, root: Node, afterSeq: number): Node {
  for (const seq of listWalSeqs(dir).filter((s) => s > afterSeq)) {
    for (const line of readFileSync(join(dir, walFileName(seq)), 'utf8').split('\n')) {
      if (line === '') continue;
      let entries: Array<[string, unknown]>;
      try {
        entries = JSON.parse(line) as Array<[string, unknown]>;
      } catch {
        console.warn(`[rtdb-emulator] ignoring a torn record at the end of ${walFileName(seq)}`);
        break;
      }
      for (const [path, value] of entries) root = setAt(root, parsePath(path), fromJson(value));
    }
  }
  return root;
}

export class WriteAheadLog implements CommitLog {
  private fd: number;
  private seq: number;
  private bytesInFile = 0;
  private unsynced = false;
  /** Writes logged since the last snapshot (a clean close then needs no new snapshot). */
  private dirty = false;
  private closed = false;
  private compacting: Promise<void> | undefined;
  private readonly fsyncTimer: NodeJS.Timeout;

  constructor(
    private readonly dir: string,
    private readonly currentRoot: () => Node,
  ) {
    const existing = listWalSeqs(dir);
    this.dirty = existing.length > 0; // replayed logs get folded into a snapshot on close
    this.seq = (existing.at(-1) ?? 0) + 1; // always a fresh file: never append after a torn line
    this.fd = openSync(join(dir, walFileName(this.seq)), 'a');
    this.fsyncTimer = setInterval(() => this.syncInBackground(), FSYNC_INTERVAL_MS).unref();
  }

  append(entries: ReadonlyArray<readonly [string, unknown]>): void {
    if (this.closed) throw new Error('write-ahead log is closed');
    const line = JSON.stringify(entries) + '\n';
    // Synchronous on purpose: the caller acknowledges the write right after this returns.
    writeSync(this.fd, line);
    this.bytesInFile += Buffer.byteLength(line);
    this.unsynced = true;
    this.dirty = true;
    if (this.bytesInFile > COMPACT_AFTER_BYTES && !this.compacting) void this.compact();
  }

  private syncInBackground(): void {
    if (!this.unsynced) return;
    this.unsynced = false;
    fsync(this.fd, (error) => {
      if (error) console.error('[rtdb-emulator] fsync failed:', error.message);
    });
  }

  /** Rotates to a new log file, snapshots the tree at the rotation point, drops older logs. */
  compact(): Promise<void> {
    this.compacting ??= (async () => {
      fsyncSync(this.fd);
      closeSync(this.fd);
      this.dirty = false;
      const covered = this.seq++;
      this.fd = openSync(join(this.dir, walFileName(this.seq)), 'a');
      this.bytesInFile = 0;
      const serialized = serializeSnapshot(
        toJson(this.currentRoot(), { exportFormat: true }),
        covered,
      );
      await writeSnapshot(this.dir, serialized);
      for (const seq of listWalSeqs(this.dir))
        if (seq <= covered) rmSync(join(this.dir, walFileName(seq)));
      fsyncDir(this.dir);
    })().finally(() => {
      this.compacting = undefined;
    });
    return this.compacting;
  }

  /** Flushes and fsyncs everything, writes a final snapshot, closes the file. */
  async close(): Promise<void> {
    clearInterval(this.fsyncTimer);
    this.closed = true;
    await this.compacting;
    if (this.dirty) await this.compact();
    fsyncSync(this.fd);
    closeSync(this.fd);
  }
}
