// What a page receives, seen through Chromium's DevTools protocol: every WebSocket frame (the
// Realtime Database's data arrives there), REST `.json` reads, scripts, and the time of the last
// network event — the "quiet" test of the network. Playwright's own events do not see frames'
// payloads, hence CDP.
import { gzipSync } from 'node:zlib';
import type { CDPSession } from 'playwright-core';

export type DataBytes = { wsFrames: number; wsRaw: number; wsGzip: number; restJson: number };

type Request = { url: string; type?: string };

export class Traffic {
  private frames: string[] = [];
  private restJson = 0;
  private scripts = 0;
  private requests = new Map<string, Request>();
  private inFlight = new Set<string>();
  private lastEvent = Date.now();

  constructor(cdp: CDPSession) {
    const touch = () => (this.lastEvent = Date.now());
    cdp.on('Network.webSocketFrameReceived', (event) => {
      this.frames.push(event.response.payloadData);
      touch();
    });
    cdp.on('Network.requestWillBeSent', (event) => {
      this.requests.set(event.requestId, { url: event.request.url, type: event.type });
      // RTDB long-polling stays open by design (same pattern as tests/e2e/support/browser.ts).
      if (!/[?&](?:start|ser)=|\.lp\b/.test(event.request.url)) this.inFlight.add(event.requestId);
      touch();
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = this.requests.get(event.requestId);
      this.inFlight.delete(event.requestId);
      touch();
      if (!request) return;
      if (request.type === 'Script') this.scripts += event.encodedDataLength;
      else if (isRestData(request.url)) this.restJson += event.encodedDataLength;
    });
    cdp.on('Network.loadingFailed', (event) => {
      this.inFlight.delete(event.requestId);
      touch();
    });
  }

  /** Starts a new count (e.g. from the click that opens the search dialog). */
  reset(): void {
    this.frames = [];
    this.restJson = 0;
    this.scripts = 0;
  }

  /** Data received since the last reset: frames summed raw, and gzipped as one stream (level 6). */
  data(): DataBytes {
    const all = this.frames.join('');
    return {
      wsFrames: this.frames.length,
      wsRaw: this.frames.reduce((sum, frame) => sum + Buffer.byteLength(frame), 0),
      wsGzip: all ? gzipSync(all, { level: 6 }).length : 0,
      restJson: this.restJson,
    };
  }

  /** Script bytes as transferred (compressed by Hosting) since the last reset. */
  scriptBytes(): number {
    return this.scripts;
  }

  /** Resolves once nothing has been received or requested for `quietMs`; false on timeout. */
  async quiet(quietMs = 1_500, timeoutMs = 120_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.inFlight.size === 0 && Date.now() - this.lastEvent >= quietMs) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  }
}

/** Database reads over REST: `/<path>.json` on a non-asset URL. */
const isRestData = (url: string): boolean => {
  const { pathname } = new URL(url);
  return pathname.endsWith('.json') && !pathname.startsWith('/assets/') && !/manifest/.test(url);
};
