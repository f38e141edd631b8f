// Read permission for listens and gets, and revocation of listens that lost it.
import { toRulesQuery, type QuerySpec } from '../query/params.js';
import type { Path } from '../tree/path.js';
import { pathToString } from '../tree/path.js';
import { dataSource } from './data-source.js';
import type { Identity } from './identity.js';
import { pushMessage, type Listen, type Subscriber } from './listeners.js';
import type { Namespace } from './namespace.js';
import { safeDecision } from './writes.js';

export function canRead(
  ns: Namespace,
  identity: Identity,
  path: Path,
  query: QuerySpec | null,
): boolean {
  if (identity.owner) return true;
  const check = {
    path,
    auth: identity.auth,
    root: dataSource(ns.root),
    now: Date.now(),
    query: toRulesQuery(query),
  };
  return safeDecision(() => ns.rules.compiled.canRead(check));
}

export function revocationMessage(listen: Listen): string {
  const body: Record<string, unknown> = { p: pathToString(listen.path) };
  if (listen.key !== 'default') body.q = [listen.wireQuery];
  return pushMessage('c', body);
}

/** After a rules upload or an auth change: drops listens no longer readable and tells their clients (`c`). */
export function revokeUnreadableListens(ns: Namespace, only?: Subscriber): void {
  for (const listen of ns.listeners.all()) {
    if (only && listen.subscriber !== only) continue;
    if (canRead(ns, listen.subscriber.identity, listen.path, listen.query)) continue;
    ns.listeners.remove(listen.subscriber, listen.path, listen.key);
    if (listen.subscriber.revoked) listen.subscriber.revoked(listen);
    else listen.subscriber.sendRaw(revocationMessage(listen));
  }
}
