// What a client that does not follow the protocol gets: a clear 4xx, nothing stored, the server
// still serving; and a server that will not start on rules it cannot evaluate.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStorageEmulator } from '../index.js';
import { BUCKET, startServer } from '../test/helpers.js';

const SMALL_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /small/{file} {
      allow read: if true;
      allow write: if request.auth != null && request.resource.size <= 100;
    }
  }
}`;
const USER = `Firebase ${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
  JSON.stringify({ user_id: 'alice', sub: 'alice' }),
).toString('base64url')}.`;

let server: RunningStorageEmulator;
const objectUrl = (name: string) => `${server.url}/v0/b/${BUCKET}/o/${encodeURIComponent(name)}`;
const uploadUrl = (name: string) =>
  `${server.url}/v0/b/${BUCKET}/o?name=${encodeURIComponent(name)}`;
const exists = async (name: string) => (await fetch(objectUrl(name))).status !== 404;

async function start(name: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(uploadUrl(name), {
    method: 'POST',
    headers: {
      Authorization: USER,
      'X-Goog-Upload-Protocol': 'resumable',
      'X-Goog-Upload-Command': 'start',
      'Content-Type': 'application/json',
      ...headers,
    },
    body: JSON.stringify({ contentType: 'image/png' }),
  });
  expect(response.status).toBe(200);
  return response.headers.get('x-goog-upload-url')!;
}
const send = (url: string, command: string, body: string | Buffer = '', offset?: number) =>
  fetch(url, {
    method: 'POST',
    headers: {
      Authorization: USER,
      'X-Goog-Upload-Command': command,
      ...(offset !== undefined && { 'X-Goog-Upload-Offset': String(offset) }),
    },
    body,
  });

beforeAll(async () => {
  server = await startServer({ rulesText: SMALL_RULES, maxObjectBytes: 1000 });
});
afterAll(async () => {
  await server.stop();
});

describe('requests', () => {
  it('refuses an unreadable credential with a 401', async () => {
    const response = await fetch(objectUrl('small/a'), {
      headers: { Authorization: 'Firebase not-a-jwt' },
    });
    expect(response.status).toBe(401);
  });

  it('refuses bad metadata and bad multipart bodies with a 400, storing nothing', async () => {
    const post = (headers: Record<string, string>, body: string) =>
      fetch(uploadUrl('small/bad'), {
        method: 'POST',
        headers: { Authorization: USER, ...headers },
        body,
      });
    expect(
      (
        await post(
          { 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': 'multipart/related' },
          'x',
        )
      ).status,
    ).toBe(400);
    const multipart = (metadata: string) =>
      `--b\r\nContent-Type: application/json\r\n\r\n${metadata}\r\n--b\r\nContent-Type: image/png\r\n\r\nxx\r\n--b--`;
    const type = {
      'X-Goog-Upload-Protocol': 'multipart',
      'Content-Type': 'multipart/related; boundary=b',
    };
    expect((await post(type, multipart('{not json'))).status).toBe(400);
    expect((await post(type, multipart('{"metadata":{"a":{"nested":1}}}'))).status).toBe(400);
    expect((await post(type, multipart('{"contentType":42}'))).status).toBe(400);
    expect(await exists('small/bad')).toBe(false);
    expect((await post(type, multipart('{"metadata":{"a":"b"}}'))).status).toBe(200);
  });

  it('refuses an object over the size limit with a 413', async () => {
    const response = await fetch(uploadUrl('small/huge'), {
      method: 'POST',
      headers: { Authorization: 'Firebase owner' },
      body: Buffer.alloc(1001),
    });
    expect(response.status).toBe(413);
    expect(await exists('small/huge')).toBe(false);
  });

  it('refuses bad bucket and object names with a 400', async () => {
    const owner = { headers: { Authorization: 'Firebase owner' } };
    for (const path of [
      `/v0/b/..%2F..%2Fetc/o/a`,
      `/v0/b/${BUCKET}/o/a%0Ab`,
      `/v0/b/${BUCKET}/o/${'x'.repeat(1025)}`,
      `/v0/b/${BUCKET}/o/%E0%A4%A`,
      `/b/..%2Fetc/o/a?alt=media`,
    ])
      expect((await fetch(`${server.url}${path}`, owner)).status, path).toBe(400);
  });

  it('answers CORS preflights for the headers the web SDK sends, and exposes the upload headers', async () => {
    const preflight = await fetch(uploadUrl('small/cors'), {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,x-goog-upload-command,x-firebase-appcheck',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5000');
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'authorization,x-goog-upload-command,x-firebase-appcheck',
    );
    const started = await fetch(uploadUrl('small/cors'), {
      method: 'POST',
      headers: {
        Origin: 'http://127.0.0.1:5000',
        Authorization: USER,
        'X-Goog-Upload-Protocol': 'resumable',
        'X-Goog-Upload-Command': 'start',
      },
    });
    expect(started.headers.get('access-control-expose-headers')).toMatch(/X-Goog-Upload-URL/);
  });

  it('answers 501 to a JSON API route it does not implement', async () => {
    const response = await fetch(`${server.url}/b/${BUCKET}/o/a/copyTo/b/${BUCKET}/o/b`, {
      method: 'POST',
    });
    expect(response.status).toBe(501);
  });
});

describe('resumable uploads', () => {
  it('ignores a repeated chunk, reports the bytes received and repeats a retried finalize', async () => {
    const url = await start('small/retry', { 'X-Goog-Upload-Header-Content-Length': '6' });
    expect((await send(url, 'upload', 'abc', 0)).status).toBe(200);
    expect((await send(url, 'upload', 'abc', 0)).status).toBe(200);
    const query = await send(url, 'query');
    expect(query.headers.get('x-goog-upload-size-received')).toBe('3');
    const final = await send(url, 'upload, finalize', 'def', 3);
    expect(final.headers.get('x-goog-upload-status')).toBe('final');
    const first = (await final.json()) as { generation: string; size: string };
    expect(first.size).toBe('6');
    const again = await send(url, 'finalize');
    expect(((await again.json()) as { generation: string }).generation).toBe(first.generation);
    expect(await (await fetch(`${objectUrl('small/retry')}?alt=media`)).text()).toBe('abcdef');
  });

  it('refuses more bytes than announced, and an end before the announced size', async () => {
    const url = await start('small/announced', { 'X-Goog-Upload-Header-Content-Length': '4' });
    expect((await send(url, 'upload', 'abcdef', 0)).status).toBe(400);
    expect((await send(url, 'upload, finalize', 'ab', 0)).status).toBe(400);
    expect(await exists('small/announced')).toBe(false);
  });

  it('checks the rules again with the real size at the end', async () => {
    // No announced size: the start passes the size rule, the finalized 200 bytes do not.
    const url = await start('small/grown');
    expect((await send(url, 'upload, finalize', 'x'.repeat(200), 0)).status).toBe(403);
    expect(await exists('small/grown')).toBe(false);
    // Announced: refused at the start already.
    const announced = await fetch(uploadUrl('small/grown'), {
      method: 'POST',
      headers: {
        Authorization: USER,
        'X-Goog-Upload-Protocol': 'resumable',
        'X-Goog-Upload-Command': 'start',
        'X-Goog-Upload-Header-Content-Length': '200',
      },
    });
    expect(announced.status).toBe(403);
  });

  it('stops a cancelled upload and answers 404 for an unknown one', async () => {
    const url = await start('small/cancelled');
    expect((await send(url, 'cancel')).status).toBe(200);
    expect((await send(url, 'upload, finalize', 'abc', 0)).status).toBe(400);
    expect((await send(url.replace(/upload_id=[^&]+/, 'upload_id=nope'), 'query')).status).toBe(
      404,
    );
    expect(await exists('small/cancelled')).toBe(false);
  });
});

describe('rules', () => {
  it('refuses an unsupported rules upload and keeps the rules in force', async () => {
    const response = await fetch(`${server.url}/internal/setRules`, {
      method: 'PUT',
      body: JSON.stringify({
        rules: {
          files: [
            {
              name: 'storage.rules',
              content: SMALL_RULES.replace('request.resource.size <= 100', 'request.time != null'),
            },
          ],
        },
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/request\.time is not supported/);
    const small = await fetch(uploadUrl('small/still'), {
      method: 'POST',
      headers: { Authorization: USER },
      body: 'x'.repeat(101),
    });
    expect(small.status).toBe(403);
  });

  it('the command line refuses to start on unsupported rules, naming the form', () => {
    const folder = mkdtempSync(join(tmpdir(), 'storage-rules-'));
    writeFileSync(
      join(folder, 'storage.rules'),
      SMALL_RULES.replace('request.auth != null', "firestore.exists('x')"),
    );
    const bin = fileURLToPath(new URL('../../bin/storage-emulator.js', import.meta.url));
    const run = spawnSync(
      process.execPath,
      [bin, '--port', '0', '--rules', join(folder, 'storage.rules')],
      {
        encoding: 'utf8',
        timeout: 20_000,
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /storage-emulator failed to start: storage\.rules:6:\d+: firestore is not supported/,
    );
  });
});
