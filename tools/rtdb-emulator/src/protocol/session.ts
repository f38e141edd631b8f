// One client connection, independent of transport (WebSocket or long polling). Messages are
// handled synchronously one at a time, so each takes effect before the next is read.
import { ANONYMOUS, identityFromCredential, type Identity } from '../store/identity.js';
import type { Subscriber } from '../store/listeners.js';
import type { Namespace } from '../store/namespace.js';
import { OnDisconnectQueue } from '../store/on-disconnect.js';
import { revokeUnreadableListens } from '../store/read-access.js';
import { writeTooBigMessage } from '../store/settings.js';
import { assertNestingWithin, InvalidDataError } from '../tree/validate.js';
import { dataActions, type ActionResult } from './data-actions.js';

export interface Transport {
  send(text: string): void;
  /** Ends the connection (the session's close() is then called by the transport). */
  close(reason: string): void;
}

export const PONG = JSON.stringify({ t: 'c', d: { t: 'o', d: null } });

const WRITE_ACTIONS = new Set(['p', 'm', 'o', 'om']);

/** A UTF-16 unit is at most 3 UTF-8 bytes: short messages skip the byte count. */
const tooBig = (text: string, limit: number): boolean =>
  text.length * 3 > limit && Buffer.byteLength(text, 'utf8') > limit;

/** Refuses messages nested deeper than any valid one, before recursive code walks them. */
function nestingProblem(message: unknown): ActionResult | undefined {
  try {
    assertNestingWithin(message);
    return undefined;
  } catch (error) {
    if (error instanceof InvalidDataError) return { s: 'invalid_data', d: error.message };
    throw error;
  }
}

export class Session implements Subscriber {
  identity: Identity = ANONYMOUS;
  readonly onDisconnect = new OnDisconnectQueue();
  private closed = false;

  /** Sees client control messages other than ping (the long-poll upgrade watches for 'n'). */
  onClientControl: ((command: unknown) => void) | undefined;

  constructor(
    readonly ns: Namespace,
    private transport: Transport,
  ) {
    ns.connections.add(this);
  }

  /** Moves the session to another transport (long-poll → WebSocket upgrade). */
  setTransport(transport: Transport): void {
    this.transport = transport;
  }

  sendRaw(message: string): void {
    if (!this.closed) this.transport.send(message);
  }

  /** Handles one complete message (already reassembled from frames). */
  handleText(text: string): void {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return this.transport.close('invalid JSON message');
    }
    const envelope = message as {
      t?: unknown;
      d?: { t?: unknown; r?: unknown; a?: unknown; b?: unknown };
    } | null;
    if (envelope?.t === 'c') {
      if (envelope.d?.t === 'p') this.sendRaw(PONG);
      else this.onClientControl?.(envelope.d?.t);
      return;
    }
    const request = envelope?.t === 'd' ? envelope.d : undefined;
    if (typeof request?.r !== 'number' || typeof request.a !== 'string') {
      return this.transport.close('malformed message');
    }
    const result =
      nestingProblem(message) ??
      (WRITE_ACTIONS.has(request.a) && tooBig(text, this.ns.settings.maxWriteBytes)
        ? { s: 'write_too_big', d: writeTooBigMessage(this.ns.settings.maxWriteBytes) }
        : this.dispatch(request.a, request.b ?? {}));
    this.sendRaw(JSON.stringify({ t: 'd', d: { r: request.r, b: result } }));
  }

  private dispatch(action: string, body: unknown): ActionResult {
    try {
      if (typeof body !== 'object' || body === null)
        throw new InvalidDataError('Invalid request body');
      const record = body as Record<string, unknown>;
      switch (action) {
        case 's':
        case 'appcheck':
        case 'unappeck':
          return { s: 'ok', d: '' };
        case 'auth':
        case 'gauth':
          return this.authenticate(record);
        case 'unauth':
          this.setIdentity(ANONYMOUS);
          return { s: 'ok', d: '' };
        default: {
          const handler = dataActions[action];
          if (!handler)
            return { s: 'invalid_action', d: `Unknown action "${action.slice(0, 20)}"` };
          return handler(this, record);
        }
      }
    } catch (error) {
      if (error instanceof InvalidDataError) return { s: 'invalid_data', d: error.message };
      console.error(`[rtdb-emulator] action ${action} failed:`, error);
      return { s: 'internal_error', d: 'Internal error' };
    }
  }

  private authenticate(body: Record<string, unknown>): ActionResult {
    const identity = identityFromCredential(body.cred, body.authvar, body.noauth);
    if (!identity) return { s: 'invalid_token', d: 'Could not parse auth token.' };
    this.setIdentity(identity);
    return { s: 'ok', d: { auth: identity.auth, expires: null } };
  }

  private setIdentity(identity: Identity): void {
    this.identity = identity;
    revokeUnreadableListens(this.ns, this);
  }

  /** Transport ended: run onDisconnect writes, drop listens. Idempotent. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.ns.connections.delete(this);
    this.ns.listeners.removeAll(this);
    this.onDisconnect.run(this.ns);
  }
}
