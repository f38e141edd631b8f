// Long polling driven exactly as BrowserPollConnection does (JSONP scripts run in a vm), plus
// the upgrade of a long-poll session to a WebSocket.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { adminDb, waitFor, useTestEmulator } from '../test/helpers.js';

type Message = { t: string; d: Record<string, unknown> };
const MAX_PAYLOAD_SIZE = 1870 - 30;

class LongPollClient {
  readonly received: Message[] = [];
  commands: unknown[][] = [];
  id = '';
  pw = '';
  private responses: Message[][] = [];
  private nextResponse = 0;
  private segment = 0;
  private r = 0;
  private readonly cb = String(Math.floor(Math.random() * 1000));

  constructor(
    private readonly base: string,
    private readonly ns: string,
  ) {}

  private run(script: string): void {
    const parent = {
      [`pLPCommand${this.cb}`]: (...args: unknown[]) => {
        this.commands.push(args);
        if (args[0] === 'start') [this.id, this.pw] = args.slice(1) as [string, string];
      },
      [`pRTLPCB${this.cb}`]: (n: number, messages: Message[]) => {
        this.responses[n] = messages; // PacketReceiver: deliver in response-number order
        while (this.responses[this.nextResponse])
          this.received.push(...(this.responses[this.nextResponse++] as Message[]));
      },
    };
    runInNewContext(script, { window: {}, parent });
  }

  async start(): Promise<Message> {
    const res = await fetch(`${this.base}/.lp?start=t&ser=123&cb=${this.cb}&v=5&ns=${this.ns}`);
    this.run(await res.text());
    return this.received[0] as Message;
  }

  /** One poll carrying `messages` (web-safe base64, '.' padding, split into segments). */
  async poll(...messages: unknown[]): Promise<void> {
    let query = '';
    let i = 0;
    for (const message of messages) {
      const encoded = Buffer.from(JSON.stringify(message))
        .toString('base64')
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=/g, '.');
      const parts = encoded.match(new RegExp(`.{1,${MAX_PAYLOAD_SIZE}}`, 'g')) ?? [];
      for (const part of parts)
        query += `&seg${i}=${this.segment++}&ts${i}=${parts.length}&d${i++}=${part}`;
    }
    const res = await fetch(
      `${this.base}/.lp?id=${this.id}&pw=${this.pw}&ser=${Math.random()}&ns=${this.ns}${query}`,
    );
    this.run(await res.text());
  }

  request(a: string, b: unknown): { t: 'd'; d: { r: number; a: string; b: unknown } } {
    return { t: 'd', d: { r: ++this.r, a, b } };
  }

  responseTo(r: number): Record<string, unknown> | undefined {
    return this.received.find((m) => m.t === 'd' && m.d.r === r)?.d.b as
      Record<string, unknown> | undefined;
  }
}

const emulator = useTestEmulator();

describe('long polling (/.lp)', () => {
  it('starts, answers requests, pushes data and reassembles multi-segment messages', async () => {
    const lp = new LongPollClient(emulator.url, 'lp');
    const hello = await lp.start();
    expect(hello).toMatchObject({ t: 'c', d: { t: 'h', d: { v: '5', s: expect.any(String) } } });
    expect(lp.commands[0]?.[0]).toBe('start');
    await lp.poll(
      lp.request('s', { c: { 'sdk.js.12-19-0': 1 } }),
      lp.request('q', { p: '/chat', h: '' }),
    );
    await waitFor(() => lp.responseTo(2));
    expect(lp.responseTo(1)).toEqual({ s: 'ok', d: '' });
    const big = 'x'.repeat(10000);
    await lp.poll(lp.request('p', { p: '/chat/big', d: big }));
    await waitFor(() => lp.responseTo(3));
    expect((await adminDb(emulator, 'lp').ref('chat/big').once('value')).val()).toBe(big);
    const polling = lp.poll();
    await adminDb(emulator, 'lp').ref('chat/x').set('from admin');
    await polling;
    await waitFor(() =>
      lp.received.some((m) => m.t === 'd' && (m.d.b as { p?: string })?.p === '/chat/x'),
    );
  });

  it('runs onDisconnect when the disconnect frame closes', async () => {
    const lp = new LongPollClient(emulator.url, 'lp-dframe');
    await lp.start();
    await lp.poll(lp.request('o', { p: '/status', d: 'offline' }));
    await waitFor(() => lp.responseTo(1));
    const frame = new AbortController();
    const response = await fetch(
      `${emulator.url}/.lp?dframe=t&id=${lp.id}&pw=${lp.pw}&ns=lp-dframe`,
      { signal: frame.signal },
    );
    expect(response.status).toBe(200); // headers arrive while the frame stays open
    const db = adminDb(emulator, 'lp-dframe');
    expect((await db.ref('status').once('value')).val()).toBe(null);
    frame.abort();
    const seen: unknown[] = [];
    db.ref('status').on('value', (snap) => seen.push(snap.val()));
    await waitFor(() => seen.includes('offline'), 10000, 'onDisconnect after dframe');
  });

  it('upgrades to a WebSocket and keeps the session', async () => {
    const lp = new LongPollClient(emulator.url, 'lp-up');
    const hello = await lp.start();
    await lp.poll(lp.request('o', { p: '/gone', d: true }));
    await waitFor(() => lp.responseTo(1));
    const sessionKey = (hello.d.d as { s: string }).s;
    const ws = new WebSocket(`ws://127.0.0.1:${emulator.port}/.ws?v=5&s=${sessionKey}&ns=lp-up`);
    const wsMessages: Message[] = [];
    ws.on('message', (data) => wsMessages.push(JSON.parse(String(data)) as Message));
    await new Promise((resolve) => ws.once('open', resolve));
    ws.send(JSON.stringify({ t: 'c', d: { t: 'p', d: {} } }));
    await waitFor(() => wsMessages.some((m) => m.t === 'c' && m.d.t === 'o'));
    ws.send(JSON.stringify({ t: 'c', d: { t: 'a', d: {} } }));
    ws.send(JSON.stringify({ t: 'd', d: { r: 2, a: 'p', b: { p: '/via', d: 'ws' } } }));
    await lp.poll({ t: 'c', d: { t: 'n', d: {} } });
    await waitFor(
      () => lp.received.some((m) => m.t === 'c' && m.d.t === 'n'),
      10000,
      'end of LP transmission',
    );
    expect(lp.commands.some((c) => c[0] === 'close')).toBe(true);
    await waitFor(
      () => wsMessages.some((m) => m.t === 'd' && m.d.r === 2),
      10000,
      'response on the WebSocket',
    );
    ws.close();
    const db = adminDb(emulator, 'lp-up');
    const seen: unknown[] = [];
    db.ref('/').on('value', (snap) => seen.push(snap.val()));
    await waitFor(
      () => seen.some((v) => JSON.stringify(v) === '{"gone":true,"via":"ws"}'),
      10000,
      'onDisconnect after upgrade',
    );
  });
});
