// The write flow: expand, resolve server values, build the new root, check rules, commit.
import { fromJson, checkPriority } from '../tree/from-json.js';
import { hashNode } from '../tree/hash.js';
import { nodeAt, setAt, setMany, withPriority, type Node, type Priority } from '../tree/node.js';
import { isPrefix, parsePath, pathToString, type Path } from '../tree/path.js';
import { hasServerValues, resolveServerValues } from '../tree/server-values.js';
import { InvalidDataError } from '../tree/validate.js';
import { dataSource } from './data-source.js';
import type { Identity } from './identity.js';
import type { Namespace } from './namespace.js';

export type WriteKind = 'set' | 'update';

export interface WriteRequest {
  kind: WriteKind;
  path: Path;
  data: unknown;
  /** Transaction: SDK hash of the data the client based its write on. */
  hash?: string;
}

export type WriteOutcome =
  | { ok: true }
  | { ok: false; status: 'permission_denied' | 'invalid_data' | 'datastale'; message: string };

interface PreparedWrite {
  newRoot: Node;
  /** Written locations, `.priority` stripped (the node whose priority changed). */
  nodePaths: Path[];
}

function expand(request: WriteRequest): Array<{ path: Path; data: unknown }> {
  if (request.kind === 'set') return [{ path: request.path, data: request.data }];
  const data = request.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new InvalidDataError('Invalid data: update expects an object');
  }
  const ops = Object.entries(data).map(([key, value]) => ({
    path: [...request.path, ...parsePath(key)],
    data: value,
  }));
  for (const a of ops) {
    for (const b of ops) {
      if (a !== b && isPrefix(a.path, b.path)) {
        throw new InvalidDataError(
          `Invalid data: path ${pathToString(a.path)} is an ancestor of ${pathToString(b.path)} in the same update`,
        );
      }
    }
  }
  return ops;
}

function prepare(root: Node, request: WriteRequest, now: number): PreparedWrite {
  const values: Array<{ path: Path; value: Node }> = [];
  const priorities: Array<{ path: Path; priority: Priority }> = [];
  for (const op of expand(request)) {
    const isPriority = op.path[op.path.length - 1] === '.priority';
    const nodePath = isPriority ? op.path.slice(0, -1) : op.path;
    const existing = nodeAt(root, nodePath);
    if (isPriority) {
      const resolved = hasServerValues(op.data)
        ? resolveServerValues({ '.priority': op.data }, existing, now)
        : { '.priority': op.data };
      priorities.push({
        path: nodePath,
        priority: checkPriority((resolved as { '.priority': unknown })['.priority']),
      });
    } else {
      const resolved = hasServerValues(op.data)
        ? resolveServerValues(op.data, existing, now)
        : op.data;
      values.push({ path: nodePath, value: fromJson(resolved, nodePath.length) });
    }
  }
  let newRoot = values.length === 0 ? root : setMany(root, values);
  for (const { path, priority } of priorities) {
    newRoot = setAt(newRoot, path, withPriority(nodeAt(newRoot, path), priority));
  }
  return { newRoot, nodePaths: [...values, ...priorities].map((write) => write.path) };
}

/** Builds the new tree and checks rules without committing (also used to vet onDisconnect ops). */
export function checkWrite(
  ns: Namespace,
  request: WriteRequest,
  identity: Identity,
  now: number,
): PreparedWrite | WriteOutcome {
  let prepared: PreparedWrite;
  try {
    prepared = prepare(ns.root, request, now);
  } catch (error) {
    if (error instanceof InvalidDataError)
      return { ok: false, status: 'invalid_data', message: error.message };
    throw error;
  }
  if (request.hash !== undefined && hashNode(nodeAt(ns.root, request.path)) !== request.hash) {
    return { ok: false, status: 'datastale', message: 'Transaction hash does not match' };
  }
  if (!identity.owner) {
    const root = dataSource(ns.root);
    const newRoot = dataSource(prepared.newRoot);
    for (const path of prepared.nodePaths) {
      const decision = safeDecision(() =>
        ns.rules.compiled.canWrite({ path, auth: identity.auth, root, newRoot, now }),
      );
      if (!decision)
        return { ok: false, status: 'permission_denied', message: 'Permission denied' };
    }
  }
  return prepared;
}

export function safeDecision(check: () => { allowed: boolean }): boolean {
  try {
    return check().allowed === true;
  } catch {
    return false; // a throwing rule denies, like a runtime error in an expression
  }
}

/** Applies one client write atomically (all paths or none) and notifies listeners. */
export function applyWrite(
  ns: Namespace,
  request: WriteRequest,
  identity: Identity,
  now = Date.now(),
): WriteOutcome {
  const result = checkWrite(ns, request, identity, now);
  if ('ok' in result) return result;
  const { newRoot, nodePaths } = result;
  const base =
    request.path[request.path.length - 1] === '.priority'
      ? request.path.slice(0, -1)
      : request.path;
  const isMerge = request.kind === 'update' && nodePaths.every((p) => p.length > base.length);
  const paths = isMerge ? nodePaths : [base];
  ns.commit(newRoot, { base, paths, isMerge });
  return { ok: true };
}
