// One long-polling connection (BrowserPollConnection): reassembles the client's URL segments,
// answers held polls with numbered `pRTLPCB(n,[...])` scripts, and hands the session over to
// a WebSocket when the client upgrades.
import type { ServerResponse } from 'node:http';
import { Session, type Transport } from './session.js';
import type { Namespace } from '../store/namespace.js';
import { MAX_MESSAGE_CHARS } from './framing.js';

/** Polls are answered before the client's 25 s keepalive re-poll. */
const HOLD_POLL_MS = 20000;
/** A client that stops polling for this long is gone. */
const IDLE_TIMEOUT_MS = 60000;
const END_TRANSMISSION = JSON.stringify({ t: 'c', d: { t: 'n', d: {} } });

export class LongPollConnection {
  readonly session: Session;
  private outgoing: string[] = [];
  private held: Array<{ res: ServerResponse; timer: NodeJS.Timeout }> = [];
  private nextResponse = 1; // response 0 is the start script
  private segments = new Map<number, { total: number; data: string }>();
  private nextSegment = 0;
  private bufferedChars = 0;
  private closing = false;
  /** After an upgrade: the LP only delivers what was queued, then tells the client to close it. */
  private retired = false;
  private idleTimer: NodeJS.Timeout;
  /** The client sent 'n' (end of its LP transmission) during an upgrade. */
  private clientEnded = false;
  private clientEndWaiters: Array<() => void> = [];

  constructor(
    readonly id: string,
    readonly password: string,
    private readonly callbackId: string,
    ns: Namespace,
    private readonly onEnd: (conn: LongPollConnection) => void,
  ) {
    const transport: Transport = {
      send: (text) => this.enqueue(text),
      close: () => this.closeFromServer(),
    };
    this.session = new Session(ns, transport);
    this.idleTimer = setTimeout(() => this.end(), IDLE_TIMEOUT_MS);
    this.session.onClientControl = (command) => {
      if (command !== 'n') return;
      this.clientEnded = true;
      for (const waiter of this.clientEndWaiters.splice(0)) waiter();
    };
  }

  /** Runs `fn` once the client has sent everything it will send over long polling. */
  afterClientEnded(fn: () => void): void {
    if (this.clientEnded) fn();
    else this.clientEndWaiters.push(fn);
  }

  script(fn: 'pLPCommand' | 'pRTLPCB', args: string): string {
    const name = `${fn}${this.callbackId}`;
    return `(window.${name}||parent.${name})(${args});`;
  }

  /** Adds the segments of one poll request; complete messages go to the session in order. */
  receive(segments: Array<{ seg: number; total: number; data: string }>): void {
    for (const { seg, total, data } of segments) {
      this.bufferedChars += data.length;
      if (this.bufferedChars > MAX_MESSAGE_CHARS * 1.4) return this.closeFromServer();
      this.segments.set(seg, { total, data });
    }
    for (;;) {
      const first = this.segments.get(this.nextSegment);
      if (!first) return;
      const parts: string[] = [];
      for (let i = 0; i < first.total; i++) {
        const part = this.segments.get(this.nextSegment + i);
        if (!part) return;
        parts.push(part.data);
      }
      for (let i = 0; i < first.total; i++) this.segments.delete(this.nextSegment + i);
      this.nextSegment += first.total;
      const encoded = parts.join('');
      this.bufferedChars -= encoded.length;
      this.session.handleText(Buffer.from(encoded.replace(/\./g, '='), 'base64').toString('utf8'));
    }
  }

  hold(res: ServerResponse): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.end(), IDLE_TIMEOUT_MS);
    const timer = setTimeout(
      () => this.respond(this.held.findIndex((h) => h.res === res)),
      HOLD_POLL_MS,
    );
    this.held.push({ res, timer });
    res.on('close', () => {
      const index = this.held.findIndex((h) => h.res === res);
      if (index >= 0) clearTimeout(this.held.splice(index, 1)[0]?.timer);
    });
    while (this.held.length > 1) this.respond(0); // keep one poll parked, answer older ones
    if (this.outgoing.length > 0 || this.closing || this.retired) this.respond(0);
  }

  /** Switches the session to `transport`, after telling the client the LP stream ends here. */
  upgrade(transport: Transport): void {
    this.enqueue(END_TRANSMISSION);
    this.retired = true;
    this.session.setTransport(transport);
  }

  private enqueue(text: string): void {
    this.outgoing.push(text);
    if (this.held.length > 0) this.respond(0);
  }

  private respond(index: number): void {
    const entry = index >= 0 ? this.held.splice(index, 1)[0] : undefined;
    if (!entry) return;
    clearTimeout(entry.timer);
    const n = this.nextResponse++;
    let body = this.script('pRTLPCB', `${n},[${this.outgoing.join(',')}]`);
    this.outgoing = [];
    if (this.closing || this.retired) body += this.script('pLPCommand', `'close',${n}`);
    entry.res.writeHead(200, {
      'Content-Type': 'application/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    entry.res.end(body);
  }

  private closeFromServer(): void {
    this.closing = true;
    if (this.held.length > 0) this.respond(0);
    this.end();
  }

  /** The client left (dframe closed, idle, or server close): ends the session unless upgraded. */
  end(): void {
    clearTimeout(this.idleTimer);
    if (!this.retired) this.session.close();
    this.onEnd(this);
    for (const { res, timer } of this.held.splice(0)) {
      clearTimeout(timer);
      res.end();
    }
  }
}
