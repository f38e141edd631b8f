// Per-namespace durability under --data-dir: snapshot + write-ahead log (see wal.ts).
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Databases } from '../store/databases.js';
import type { Namespace } from '../store/namespace.js';
import { namespaceDir } from './files.js';
import { readSnapshot } from './snapshot.js';
import { replayLogs, WriteAheadLog } from './wal.js';

export class Persistence {
  private readonly logs: WriteAheadLog[] = [];

  constructor(private readonly dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
  }

  /** Loads the namespace's data from disk (if any) and starts logging its writes. */
  open(ns: Namespace): void {
    const dir = namespaceDir(this.dataDir, ns.name);
    mkdirSync(dir, { recursive: true });
    const snapshot = readSnapshot(dir);
    ns.root = replayLogs(dir, snapshot.root, snapshot.wal);
    const log = new WriteAheadLog(dir, () => ns.root);
    ns.log = log;
    this.logs.push(log);
  }

  /** Opens every namespace found on disk so that it is listed and loaded at startup. */
  loadAll(databases: Databases): void {
    for (const entry of readdirSync(this.dataDir)) {
      if (statSync(join(this.dataDir, entry)).isDirectory())
        databases.get(decodeURIComponent(entry));
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.logs.map((log) => log.close()));
  }
}
