// Bench helpers: raw protocol listeners (cheap enough to open 1,000) and latency statistics.
import { WebSocket } from 'ws';

export interface Listener {
  socket: WebSocket;
  /** Receive latencies (ms) of pushes carrying a `{sent}` stamp. */
  latencies: number[];
}

/** Opens a raw v5 connection, listens at `path`, resolves once the listen is acknowledged. */
export async function openListener(port: number, ns: string, path: string): Promise<Listener> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/.ws?v=5&ns=${ns}`);
  const listener: Listener = { socket, latencies: [] };
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', (data) => {
      const text = String(data);
      const stamp = /"sent":([\d.]+)/.exec(text);
      if (stamp) listener.latencies.push(performance.now() - Number(stamp[1]));
      else if (text.includes('"r":1,')) resolve();
    });
    socket.once('open', () =>
      socket.send(JSON.stringify({ t: 'd', d: { r: 1, a: 'q', b: { p: path, h: '' } } })),
    );
  });
  return listener;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

export function latencySummary(listeners: Listener[]): {
  count: number;
  p50: number;
  p99: number;
  max: number;
} {
  const all = listeners.flatMap((l) => l.latencies).sort((a, b) => a - b);
  return {
    count: all.length,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    max: all.at(-1) ?? NaN,
  };
}
