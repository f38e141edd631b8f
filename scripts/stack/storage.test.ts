// The stack's Cloud Storage as npm start runs it: the built server as a child process with the
// project's storage.rules and a data folder; and a start that fails loudly on rules it cannot
// evaluate instead of serving without them.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { STORAGE_BUCKET } from './config';
import { startStorage } from './storage';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fohzshop-storage-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

it('starts with storage.rules and keeps objects in its data folder', async () => {
  const port = await freePort();
  const service = await startStorage({ port, dataDir: join(dir, 'storage'), log: { echo: false } });
  try {
    const object = `http://127.0.0.1:${port}/v0/b/${STORAGE_BUCKET}/o/${encodeURIComponent('products/p1/originals/a.jpg')}`;
    const upload = `http://127.0.0.1:${port}/v0/b/${STORAGE_BUCKET}/o?name=${encodeURIComponent('products/p1/originals/a.jpg')}`;
    // A visitor can neither upload nor read an original; the owner (Admin SDK) can.
    expect((await fetch(upload, { method: 'POST', body: 'x' })).status).toBe(403);
    const owner = { Authorization: 'Firebase owner', 'Content-Type': 'image/jpeg' };
    expect((await fetch(upload, { method: 'POST', headers: owner, body: 'jpeg' })).status).toBe(
      200,
    );
    expect((await fetch(object)).status).toBe(403);
  } finally {
    await service.stop('SIGTERM', 5000);
  }
  const files = await readdir(join(dir, 'storage', STORAGE_BUCKET));
  expect(files.filter((file) => file.endsWith('.json'))).toHaveLength(1);
  expect(files.filter((file) => file.endsWith('.bin'))).toHaveLength(1);
});

it('refuses to start on a rule form it does not evaluate, with the rule position', async () => {
  const rules = join(dir, 'storage.rules');
  await writeFile(
    rules,
    "rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o {\n    match /{all=**} { allow read: if request.time != null; }\n  }\n}\n",
  );
  await expect(
    startStorage({
      port: await freePort(),
      dataDir: join(dir, 'storage'),
      rulesFile: rules,
      log: { echo: false },
    }),
  ).rejects.toThrow(/storage\.rules:4:\d+: request\.time is not supported/);
});
