// A Cloud Functions database trigger as the Functions emulator registers it with a database
// emulator (POST /.settings/functionTriggers.json): v2 bundles of the form
//   { name: "projects/<p>/locations/<region>/triggers/<key>", path: "orders/{order_id}",
//     event: "google.firebase.database.ref.v1.written", topic, namespacePattern: "*" }.
// Only v2 (CloudEvent) triggers are dispatched; v1 ones are refused at registration.

export const DATABASE_EVENTS = {
  written: 'google.firebase.database.ref.v1.written',
  created: 'google.firebase.database.ref.v1.created',
  updated: 'google.firebase.database.ref.v1.updated',
  deleted: 'google.firebase.database.ref.v1.deleted',
} as const;

export type DatabaseEvent = (typeof DATABASE_EVENTS)[keyof typeof DATABASE_EVENTS];

export interface FunctionTrigger {
  /** The registration's full name (re-registering the same name replaces it). */
  readonly name: string;
  readonly projectId: string;
  /** The Functions emulator's key for the function (its route name). */
  key: string;
  readonly event: DatabaseEvent;
  /** Path pattern segments: a literal key, or a `{param}` wildcard for one key. */
  readonly pattern: readonly string[];
  /** Database instance pattern: a name, or `*` for any. */
  readonly namespacePattern: string;
}

export class TriggerRegistrationError extends Error {}

const NAME = /^projects\/([^/]+)\/locations\/[^/]+\/triggers\/([^/]+)$/;
const WILDCARD = /^\{[A-Za-z_][A-Za-z0-9_]*\}$/;
const EVENTS = new Set<string>(Object.values(DATABASE_EVENTS));

function parseOne(body: unknown): FunctionTrigger {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new TriggerRegistrationError('A trigger registration must be a JSON object');
  const { name, path, event, namespacePattern } = body as Record<string, unknown>;
  const match = typeof name === 'string' ? NAME.exec(name) : null;
  if (!match)
    throw new TriggerRegistrationError(
      'Trigger "name" must be projects/<project>/locations/<region>/triggers/<key>',
    );
  if (typeof event !== 'string' || !EVENTS.has(event))
    throw new TriggerRegistrationError(
      `Unsupported trigger event ${JSON.stringify(event)}: only v2 database events (${[...EVENTS].join(', ')})`,
    );
  if (typeof path !== 'string')
    throw new TriggerRegistrationError('Trigger "path" must be a string');
  const pattern = path.split('/').filter((key) => key !== '');
  for (const key of pattern)
    if (key.includes('{') && !WILDCARD.test(key))
      throw new TriggerRegistrationError(
        `Unsupported path segment ${JSON.stringify(key)}: use {param} for one key`,
      );
  return {
    name: match[0],
    projectId: match[1]!,
    key: match[2]!,
    event: event as DatabaseEvent,
    pattern,
    namespacePattern: typeof namespacePattern === 'string' ? namespacePattern : '*',
  };
}

/** One registration or an array of them; throws TriggerRegistrationError on any bad one. */
export function parseRegistrations(body: unknown): FunctionTrigger[] {
  return (Array.isArray(body) ? body : [body]).map(parseOne);
}

/** `*` matches any instance; otherwise the names must be equal. */
export function matchesNamespace(trigger: FunctionTrigger, namespace: string): boolean {
  return trigger.namespacePattern === '*' || trigger.namespacePattern === namespace;
}
