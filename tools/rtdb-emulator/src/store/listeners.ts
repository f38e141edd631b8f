// Active listens of one namespace and the pushes a committed write causes.
import { applyQuery } from '../query/filter.js';
import { filtersData, type QuerySpec } from '../query/params.js';
import { nodeAt, type Node } from '../tree/node.js';
import { toJson } from '../tree/export.js';
import { isPrefix, pathsOverlap, pathToString, type Path } from '../tree/path.js';
import type { Identity } from './identity.js';

/** A connection able to receive server pushes (already-serialised data messages). */
export interface Subscriber {
  readonly identity: Identity;
  sendRaw(message: string): void;
  /** Subscribers speaking another format (REST event streams) get the change itself instead. */
  deliver?(listen: Listen, root: Node, change: Change): void;
  /** Called instead of sending a `c` push when the listen loses read permission. */
  revoked?(listen: Listen): void;
}

export interface Listen {
  readonly subscriber: Subscriber;
  readonly path: Path;
  readonly query: QuerySpec | null;
  /** The wire query object, echoed in `c` revocations. */
  readonly wireQuery: unknown;
  readonly tag: number | undefined;
  /** Listen identity as the client keys it: ObjectToUniqueKey(q) or "default". */
  readonly key: string;
  /** Children of the last filtered result sent, to skip identical re-sends. */
  lastResult?: Node;
}

/** A committed write: its base path and the absolute paths it replaced (`.priority` stripped). */
export interface Change {
  readonly base: Path;
  readonly paths: readonly Path[];
  readonly isMerge: boolean;
}

export function pushMessage(action: 'd' | 'm' | 'c', body: Record<string, unknown>): string {
  return JSON.stringify({ t: 'd', d: { a: action, b: body } });
}

export class ListenerRegistry {
  private readonly listens = new Set<Listen>();

  add(listen: Listen): void {
    this.remove(listen.subscriber, listen.path, listen.key);
    this.listens.add(listen);
  }

  remove(subscriber: Subscriber, path: Path, key: string): void {
    const text = pathToString(path);
    for (const listen of this.listens) {
      if (
        listen.subscriber === subscriber &&
        listen.key === key &&
        pathToString(listen.path) === text
      ) {
        this.listens.delete(listen);
      }
    }
  }

  removeAll(subscriber: Subscriber): void {
    for (const listen of this.listens)
      if (listen.subscriber === subscriber) this.listens.delete(listen);
  }

  all(): Listen[] {
    return [...this.listens];
  }

  get size(): number {
    return this.listens.size;
  }

  /** Pushes the change to every listen it touches; identical payloads are serialised once. */
  notify(root: Node, change: Change): void {
    const messages = new Map<string, string>();
    const cached = (id: string, build: () => string): string => {
      let message = messages.get(id);
      if (message === undefined) messages.set(id, (message = build()));
      return message;
    };
    for (const listen of this.listens) {
      if (!change.paths.some((path) => pathsOverlap(path, listen.path))) continue;
      if (listen.subscriber.deliver) {
        listen.subscriber.deliver(listen, root, change);
        continue;
      }
      if (listen.tag !== undefined || filtersData(listen.query)) {
        const result = applyQuery(nodeAt(root, listen.path), listen.query);
        if (sameChildren(result, listen.lastResult)) continue;
        listen.lastResult = result;
        listen.subscriber.sendRaw(queryMessage(listen, result));
      } else if (isPrefix(listen.path, change.base)) {
        listen.subscriber.sendRaw(cached('change', () => changeMessage(root, change)));
      } else {
        const path = pathToString(listen.path);
        listen.subscriber.sendRaw(
          cached(path, () =>
            pushMessage('d', {
              p: path,
              d: toJson(nodeAt(root, listen.path), { exportFormat: true }),
            }),
          ),
        );
      }
    }
  }
}

export function queryMessage(listen: Listen, result: Node): string {
  const body: Record<string, unknown> = {
    p: pathToString(listen.path),
    d: toJson(result, { exportFormat: true }),
  };
  if (listen.tag !== undefined) body.t = listen.tag;
  return pushMessage('d', body);
}

function changeMessage(root: Node, change: Change): string {
  const base = pathToString(change.base);
  if (!change.isMerge)
    return pushMessage('d', {
      p: base,
      d: toJson(nodeAt(root, change.base), { exportFormat: true }),
    });
  const merge: Record<string, unknown> = {};
  for (const path of change.paths) {
    merge[path.slice(change.base.length).join('/')] = toJson(nodeAt(root, path), {
      exportFormat: true,
    });
  }
  return pushMessage('m', { p: base, d: merge });
}

/** Same selected children, by reference (the tree is immutable, so equal references mean equal data). */
function sameChildren(a: Node, b: Node | undefined): boolean {
  if (b === undefined) return false;
  if (a === null || b === null || a.kind === 'leaf' || b.kind === 'leaf') return a === b;
  if (a.children.size !== b.children.size) return false;
  for (const [key, child] of a.children) if (b.children.get(key) !== child) return false;
  return true;
}
