// One database (namespace): its data, rules, listens and persistence hook.
import type { CompiledRules } from '../rules/types.js';
import { nodeAt, type Node } from '../tree/node.js';
import { toJson } from '../tree/export.js';
import { pathToString } from '../tree/path.js';
import type { TriggerDispatcher } from '../triggers/dispatcher.js';
import { ListenerRegistry, type Change } from './listeners.js';
import { DEFAULT_SETTINGS, type ServerSettings } from './settings.js';

/** Receives each committed write (write-ahead log); entries hold resolved export JSON. */
export interface CommitLog {
  append(entries: ReadonlyArray<readonly [path: string, value: unknown]>): void;
}

export interface NamespaceRules {
  compiled: CompiledRules;
  /** Raw text as uploaded (returned by GET /.settings/rules.json). */
  text: string;
}

export class Namespace {
  root: Node = null;
  readonly listeners = new ListenerRegistry();
  log: CommitLog | undefined;
  /** Open client connections (closed, running their onDisconnect writes, when the server stops). */
  readonly connections = new Set<{ close(): void }>();
  /** Cloud Functions triggers (POST /.settings/functionTriggers.json), when the server has a
   *  Functions emulator to send them to. */
  triggers: TriggerDispatcher | undefined;

  constructor(
    readonly name: string,
    public rules: NamespaceRules,
    readonly settings: ServerSettings = DEFAULT_SETTINGS,
  ) {}

  setRules(rules: NamespaceRules): void {
    this.rules = rules;
  }

  /** Makes `root` current, logs the written locations (before any ack), then pushes to listeners. */
  commit(root: Node, change: Change): void {
    this.log?.append(
      change.paths.map(
        (p) => [pathToString(p), toJson(nodeAt(root, p), { exportFormat: true })] as const,
      ),
    );
    const before = this.root;
    this.root = root;
    this.listeners.notify(root, change);
    this.triggers?.onCommit(this.name, before, root, change.paths);
  }
}
