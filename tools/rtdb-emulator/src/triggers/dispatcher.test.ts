// A delivery the Functions emulator never answers (firebase-tools drops a request whose runtime
// starts too late) must not hold the trigger's queue: it is given up after the timeout, logged,
// and the next event goes through.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../test/helpers.js';
import { fromJson } from '../tree/from-json.js';
import { TriggerDispatcher } from './dispatcher.js';
import { parseRegistrations } from './function-trigger.js';

let functions: Server;
let origin: string;
const answered: string[] = [];
const unanswered: ServerResponse[] = [];

beforeAll(async () => {
  functions = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const ref = (JSON.parse(body) as { ref: string }).ref;
      if (ref === 'orders/lost') {
        unanswered.push(res); // like a request whose runtime never started
        return;
      }
      answered.push(ref);
      res.writeHead(200).end('{"status":"acknowledged"}');
    });
  });
  await new Promise<void>((resolve) => functions.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(functions.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const res of unanswered) res.destroy();
  await new Promise((resolve) => functions.close(resolve));
});

const trigger = parseRegistrations({
  name: 'projects/demo-p/locations/europe-west1/triggers/europe-west1-onOrder-0',
  path: 'orders/{order_id}',
  event: 'google.firebase.database.ref.v1.written',
});

describe('TriggerDispatcher', () => {
  it('gives up a delivery left unanswered, logs it, and delivers the next events', async () => {
    const logs: string[] = [];
    const dispatcher = new TriggerDispatcher(origin, (message) => logs.push(message), 300);
    dispatcher.register(trigger);
    const empty = fromJson(null);
    const commit = (id: string) =>
      dispatcher.onCommit('shop', empty, fromJson({ orders: { [id]: { n: 1 } } }), [
        ['orders', id],
      ]);
    commit('lost');
    commit('next');
    expect(dispatcher.pending).toBe(2);
    await waitFor(() => dispatcher.pending === 0, 5000, 'the queue to drain');
    expect(answered).toEqual(['orders/next']);
    expect(unanswered).toHaveLength(1);
    expect(logs).toEqual([expect.stringMatching(/onOrder-0 on \/orders\/lost not delivered/)]);
  });
});
