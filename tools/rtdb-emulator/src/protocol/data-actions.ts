// Data actions: listen (q/l), unlisten (n), get (g), set (p), update (m), onDisconnect (o/om/oc).
import { applyQuery } from '../query/filter.js';
import { filtersData, parseWireQuery, uniqueKey } from '../query/params.js';
import { queryMessage, pushMessage, type Listen } from '../store/listeners.js';
import { canRead } from '../store/read-access.js';
import { applyWrite, checkWrite, type WriteKind } from '../store/writes.js';
import { toJson } from '../tree/export.js';
import { nodeAt } from '../tree/node.js';
import { parsePath, pathToString } from '../tree/path.js';
import type { Session } from './session.js';

export interface ActionResult {
  s: string;
  d: unknown;
}

type Body = Record<string, unknown>;
const DENIED: ActionResult = { s: 'permission_denied', d: 'Permission denied' };
const OK: ActionResult = { s: 'ok', d: '' };

function listen(session: Session, body: Body): ActionResult {
  const path = parsePath(body.p);
  const query = parseWireQuery(body.q);
  const tag = typeof body.t === 'number' ? body.t : undefined;
  if (!canRead(session.ns, session.identity, path, query)) return DENIED;
  const entry: Listen = {
    subscriber: session,
    path,
    query,
    wireQuery: body.q ?? null,
    tag,
    key: body.q == null ? 'default' : uniqueKey(body.q),
  };
  const data = nodeAt(session.ns.root, path);
  if (tag !== undefined || filtersData(query)) {
    entry.lastResult = applyQuery(data, query);
    session.sendRaw(queryMessage(entry, entry.lastResult));
  } else {
    session.sendRaw(
      pushMessage('d', { p: pathToString(path), d: toJson(data, { exportFormat: true }) }),
    );
  }
  session.ns.listeners.add(entry); // data is pushed before the `ok` (the client marks its cache complete on ok)
  return { s: 'ok', d: {} };
}

function unlisten(session: Session, body: Body): ActionResult {
  session.ns.listeners.remove(
    session,
    parsePath(body.p),
    body.q == null ? 'default' : uniqueKey(body.q),
  );
  return OK;
}

function get(session: Session, body: Body): ActionResult {
  const path = parsePath(body.p);
  const query = parseWireQuery(body.q); // `{}` for a plain ref: no filtering
  if (!canRead(session.ns, session.identity, path, query)) return DENIED;
  return {
    s: 'ok',
    d: toJson(applyQuery(nodeAt(session.ns.root, path), query), { exportFormat: true }),
  };
}

function write(kind: WriteKind) {
  return (session: Session, body: Body): ActionResult => {
    const hash = typeof body.h === 'string' ? body.h : undefined;
    const outcome = applyWrite(
      session.ns,
      { kind, path: parsePath(body.p), data: body.d ?? null, hash },
      session.identity,
    );
    return outcome.ok ? OK : { s: outcome.status, d: outcome.message };
  };
}

function queueOnDisconnect(kind: WriteKind) {
  return (session: Session, body: Body): ActionResult => {
    const request = { kind, path: parsePath(body.p), data: body.d ?? null };
    const check = checkWrite(session.ns, request, session.identity, Date.now());
    if ('ok' in check)
      return check.ok
        ? OK
        : check.status === 'permission_denied'
          ? DENIED
          : { s: check.status, d: check.message };
    session.onDisconnect.add(request);
    return OK;
  };
}

function cancelOnDisconnect(session: Session, body: Body): ActionResult {
  session.onDisconnect.cancel(parsePath(body.p));
  return OK;
}

export const dataActions: Partial<Record<string, (session: Session, body: Body) => ActionResult>> =
  {
    q: listen,
    l: listen,
    n: unlisten,
    g: get,
    p: write('set'),
    m: write('update'),
    o: queueOnDisconnect('set'),
    om: queueOnDisconnect('update'),
    oc: cancelOnDisconnect,
  };
