// The CloudEvent the database sends a v2 function for one changed location, in the shape
// firebase-functions reads (`data.data` = value before, `data.delta` = the change: the value
// after, with `null` for each removed key, so that applyChange(before, delta) = after).
import { randomUUID } from 'node:crypto';
import { toJson } from '../tree/export.js';
import type { Node } from '../tree/node.js';
import type { Path } from '../tree/path.js';
import { DATABASE_EVENTS, type DatabaseEvent } from './function-trigger.js';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The delta firebase-functions merges into `before` to rebuild `after`. */
export function deltaOf(before: unknown, after: unknown): unknown {
  if (!isObject(before) || !isObject(after)) return after;
  const delta: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) delta[key] = deltaOf(before[key], value);
  for (const key of Object.keys(before)) if (!(key in after)) delta[key] = null;
  return delta;
}

/** Whether a change from `before` to `after` (already known to differ) fires `event`. */
export function fires(event: DatabaseEvent, before: Node, after: Node): boolean {
  switch (event) {
    case DATABASE_EVENTS.created:
      return before === null && after !== null;
    case DATABASE_EVENTS.deleted:
      return before !== null && after === null;
    case DATABASE_EVENTS.updated:
      return before !== null && after !== null;
    default:
      return true;
  }
}

export interface DatabaseCloudEvent {
  specversion: '1.0';
  id: string;
  source: string;
  type: DatabaseEvent;
  time: string;
  subject: string;
  data: { data: unknown; delta: unknown };
  instance: string;
  ref: string;
  firebasedatabasehost: string;
  location: string;
  /** Every write the functions see here comes from a client of this server; no identity kept. */
  authtype: 'unknown';
}

export function cloudEvent(
  event: DatabaseEvent,
  namespace: string,
  location: Path,
  before: Node,
  after: Node,
): DatabaseCloudEvent {
  const beforeJson = toJson(before);
  const ref = location.join('/');
  return {
    specversion: '1.0',
    id: randomUUID(),
    source: `//firebasedatabase.googleapis.com/projects/_/locations/us-central1/instances/${namespace}`,
    type: event,
    time: new Date().toISOString(),
    subject: `refs/${ref}`,
    data: { data: beforeJson, delta: deltaOf(beforeJson, toJson(after)) },
    instance: namespace,
    ref,
    firebasedatabasehost: 'firebaseio.com',
    location: 'us-central1',
    authtype: 'unknown',
  };
}
