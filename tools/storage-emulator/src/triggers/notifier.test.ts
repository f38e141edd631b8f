// Object events reach a Functions emulator as firebase-tools' Storage emulator sends them: two
// POSTs per change to /functions/projects/<project>/trigger_multicast, in order, the CloudEvent
// with the application/cloudevents+json type the emulator routes on, `data` the object's JSON
// metadata with its bucket. (Checked end to end with a real v2 onObjectFinalized function, see
// the README; here a recording server stands in for the Functions emulator.)
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteObject, ref, updateMetadata, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningStorageEmulator } from '../index.js';
import { BUCKET, bytes, eventually, startServer, webClient } from '../test/helpers.js';

interface Received {
  path: string;
  contentType: string;
  body: Record<string, unknown> & { data: Record<string, unknown> };
}

let functions: Server;
let server: RunningStorageEmulator;
const received: Received[] = [];

beforeAll(async () => {
  functions = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        contentType: req.headers['content-type'] ?? '',
        body: JSON.parse(text) as Received['body'],
      });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"status":"multicast_acknowledged"}');
    });
  });
  await new Promise<void>((resolve) => functions.listen(0, '127.0.0.1', resolve));
  const { port } = functions.address() as AddressInfo;
  server = await startServer({
    functionsEmulatorOrigin: `http://127.0.0.1:${port}`,
    projectId: 'demo-test',
  });
});
afterAll(async () => {
  await server.stop();
  await new Promise((resolve) => functions.close(resolve));
});

it('sends finalize, metadataUpdate and delete, each as a legacy event then a CloudEvent', async () => {
  const web = webClient(server);
  const target = ref(web.storage, 'open/event.png');
  await uploadBytes(target, bytes(321), {
    contentType: 'image/png',
    customMetadata: { uploadedBy: 'alice' },
  });
  await updateMetadata(target, { cacheControl: 'no-cache' });
  await deleteObject(target);
  await web.close();
  await eventually(() => received.length === 6 && server.pendingTriggers() === 0);

  expect(
    received.every((event) => event.path === '/functions/projects/demo-test/trigger_multicast'),
  ).toBe(true);
  expect(received.map((event) => event.body.eventType ?? event.body.type)).toEqual([
    'google.storage.object.finalize',
    'google.cloud.storage.object.v1.finalized',
    'google.storage.object.metadataUpdate',
    'google.cloud.storage.object.v1.metadataUpdated',
    'google.storage.object.delete',
    'google.cloud.storage.object.v1.deleted',
  ]);
  const [legacy, cloudEvent] = received;
  expect(legacy!.contentType).toBe('application/json');
  expect(legacy!.body.resource).toEqual({
    service: 'storage.googleapis.com',
    name: `projects/_/buckets/${BUCKET}/objects/open/event.png`,
    type: 'storage#object',
  });
  expect(cloudEvent!.contentType).toMatch(/^application\/cloudevents\+json/);
  expect(cloudEvent!.body).toMatchObject({
    specversion: '1.0',
    source: `//storage.googleapis.com/projects/_/buckets/${BUCKET}/objects/open/event.png`,
    subject: 'objects/open/event.png',
    id: expect.any(String),
    time: expect.any(String),
  });
  expect(cloudEvent!.body.data).toMatchObject({
    kind: 'storage#object',
    bucket: BUCKET,
    name: 'open/event.png',
    size: '321',
    contentType: 'image/png',
    metadata: { uploadedBy: 'alice', firebaseStorageDownloadTokens: expect.any(String) },
  });
  expect(received[3]!.body.data).toMatchObject({ cacheControl: 'no-cache', metageneration: '2' });
});

it('holds events while the Functions emulator is not listening yet, then delivers them', async () => {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const early = await startServer({
    functionsEmulatorOrigin: `http://127.0.0.1:${port}`,
    projectId: 'demo-test',
  });
  const late: string[] = [];
  const lateFunctions = createServer((req, res) => {
    late.push(req.url ?? '');
    req.resume();
    req.on('end', () => res.end('{}'));
  });
  try {
    const web = webClient(early);
    await uploadBytes(ref(web.storage, 'open/early.png'), bytes(10));
    await web.close();
    expect(early.pendingTriggers()).toBe(1);
    lateFunctions.listen(port, '127.0.0.1');
    await eventually(() => late.length === 2 && early.pendingTriggers() === 0);
  } finally {
    await early.stop();
    await new Promise((resolve) => lateFunctions.close(resolve));
  }
});
