// The rules engine on its own: the project's storage.rules decided request by request, the
// semantics production has (error absorption, recursive wildcards, functions), and the load-time
// refusal of every form the server does not evaluate.
import { describe, expect, it } from 'vitest';
import { PROJECT_RULES } from '../test/helpers.js';
import type { RequestMethod } from './ast.js';
import { StorageRules } from './engine.js';
import type { Value } from './evaluate.js';

const rules = StorageRules.load(PROJECT_RULES);
type Auth = { uid: string; token: Record<string, unknown> } | null;
const ADMIN: Auth = { uid: 'boss', token: { admin: true } };
const CUSTOMER: Auth = { uid: 'alice', token: { email: 'alice@example.fr' } };
const photo = (fields: Record<string, Value> = {}): Record<string, Value> => ({
  name: 'x',
  size: 1000,
  contentType: 'image/jpeg',
  metadata: { uploadedBy: 'boss' },
  ...fields,
});

function decide(
  method: RequestMethod,
  path: string,
  auth: Auth,
  requestResource: Record<string, Value> | null = null,
  resource: Record<string, Value> | null = null,
  engine = rules,
): boolean {
  return engine.allows({ method, bucket: 'b', path, auth, requestResource, resource });
}

describe('storage.rules', () => {
  const original = 'products/p1/originals/a.jpg';
  it.each([
    ['admin creates a photo', true, () => decide('create', original, ADMIN, photo())],
    ['admin updates a photo', true, () => decide('update', original, ADMIN, photo(), photo())],
    ['customer creates', false, () => decide('create', original, CUSTOMER, photo())],
    ['visitor creates', false, () => decide('create', original, null, photo())],
    [
      'admin, 15 MiB',
      true,
      () => decide('create', original, ADMIN, photo({ size: 15 * 1024 * 1024 })),
    ],
    [
      'admin, 15 MiB + 1',
      false,
      () => decide('create', original, ADMIN, photo({ size: 15 * 1024 * 1024 + 1 })),
    ],
    [
      'admin, a GIF',
      false,
      () => decide('create', original, ADMIN, photo({ contentType: 'image/gif' })),
    ],
    [
      'admin, image/jpeg with a suffix',
      false,
      () => decide('create', original, ADMIN, photo({ contentType: 'image/jpeg; x' })),
    ],
    [
      'admin, a prefix before image/',
      false,
      () => decide('create', original, ADMIN, photo({ contentType: 'text/image/png' })),
    ],
    [
      'admin, no uploadedBy',
      false,
      () => decide('create', original, ADMIN, photo({ metadata: {} })),
    ],
    [
      'admin, claim "true" as a string',
      false,
      () => decide('create', original, { uid: 'boss', token: { admin: 'true' } }, photo()),
    ],
    ['admin reads an original', true, () => decide('get', original, ADMIN)],
    ['admin lists originals', false, () => decide('list', 'products/p1/originals', ADMIN)],
    ['admin deletes an original', true, () => decide('delete', original, ADMIN)],
    ['customer reads an original', false, () => decide('get', original, CUSTOMER)],
    ['visitor reads a variant', true, () => decide('get', 'products/p1/variants/a-640.avif', null)],
    [
      'visitor reads a nested variant',
      true,
      () => decide('get', 'products/p1/variants/640/a.webp', null),
    ],
    ['visitor lists variants', false, () => decide('list', 'products/p1/variants', null)],
    [
      'admin writes a variant',
      false,
      () => decide('create', 'products/p1/variants/a.avif', ADMIN, photo()),
    ],
    ['admin writes elsewhere', false, () => decide('create', 'products/p1/a.jpg', ADMIN, photo())],
    [
      'admin writes one level deeper',
      false,
      () => decide('create', 'products/p1/originals/x/a.jpg', ADMIN, photo()),
    ],
  ])('%s → %s', (_name, expected, run) => {
    expect(run()).toBe(expected);
  });
});

const load = (body: string, functions = '') =>
  StorageRules.load(`rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    ${body}
  }
  ${functions}
}`);

describe('semantics', () => {
  it('an error grants nothing, and && / || absorb it when the other side decides', () => {
    const engine = load(`
      match /a/{x} { allow get: if request.auth.token.missing == true || x == 'open'; }
      match /b/{x} { allow get: if x == 'closed' && request.auth.token.missing == true; }
      match /c/{x} { allow get: if request.auth.token.missing; }`);
    expect(decide('get', 'a/open', CUSTOMER, null, null, engine)).toBe(true);
    expect(decide('get', 'a/other', CUSTOMER, null, null, engine)).toBe(false);
    expect(decide('get', 'b/x', CUSTOMER, null, null, engine)).toBe(false);
    expect(decide('get', 'c/x', CUSTOMER, null, null, engine)).toBe(false);
  });

  it('{rest=**} matches zero or more segments; overlapping matches are ORed', () => {
    const engine = load(`
      match /files/{rest=**} { allow get: if rest == '' || rest.size() > 3; }
      match /files/{name} { allow get: if name == 'b'; }`);
    expect(decide('list', 'files', ADMIN, null, null, engine)).toBe(false);
    expect(decide('get', 'files', ADMIN, null, null, engine)).toBe(true);
    expect(decide('get', 'files/b', ADMIN, null, null, engine)).toBe(true);
    expect(decide('get', 'files/c', ADMIN, null, null, engine)).toBe(false);
    expect(decide('get', 'files/x/yz', ADMIN, null, null, engine)).toBe(true);
  });

  it('functions with parameters, in, is, ternary, arithmetic and string methods', () => {
    const engine = load(
      `match /u/{uid}/{file} {
        allow create: if owns(uid) && request.resource.contentType.lower() in ['image/png', 'image/jpeg']
          && request.resource.metadata.keys().hasOnly(['alt']) && request.resource.size is int
          && (request.resource.size < 10 * 1000 ? true : false) && file.matches('[a-z]+\\\\.png');
        allow delete: if resource.metadata.alt.size() % 2 == 1;
      }`,
      `function owns(uid) { return request.auth.uid == uid; }`,
    );
    const png = { name: 'x', size: 10, contentType: 'IMAGE/PNG', metadata: { alt: 'abc' } };
    expect(decide('create', 'u/alice/a.png', CUSTOMER, png, null, engine)).toBe(true);
    expect(decide('create', 'u/alice/a.pngx', CUSTOMER, png, null, engine)).toBe(false);
    expect(decide('create', 'u/bob/a.png', CUSTOMER, png, null, engine)).toBe(false);
    expect(
      decide('create', 'u/alice/a.png', CUSTOMER, { ...png, size: 10_000 }, null, engine),
    ).toBe(false);
    expect(
      decide(
        'create',
        'u/alice/a.png',
        CUSTOMER,
        { ...png, metadata: { alt: 'a', x: 'y' } },
        null,
        engine,
      ),
    ).toBe(false);
    expect(decide('delete', 'u/alice/a.png', CUSTOMER, null, png, engine)).toBe(true);
    expect(decide('delete', 'u/alice/a.png', CUSTOMER, null, null, engine)).toBe(false);
  });

  it('allow without a condition, and write covering create, update and delete', () => {
    const engine = load(`match /open/{f} { allow read; allow write: if request.auth != null; }`);
    expect(decide('get', 'open/x', null, null, null, engine)).toBe(true);
    expect(decide('list', 'open', null, null, null, engine)).toBe(false);
    for (const method of ['create', 'update', 'delete'] as const) {
      expect(decide(method, 'open/x', CUSTOMER, photo(), photo(), engine)).toBe(true);
      expect(decide(method, 'open/x', null, photo(), photo(), engine)).toBe(false);
    }
  });
});

describe('unsupported forms are refused at load, with their position', () => {
  const body = (condition: string) => `match /a/{x} { allow read: if ${condition}; }`;
  it.each([
    [
      'cross-service call',
      body(`firestore.get(/databases/(default)/documents/users/$(request.auth.uid)).data.admin`),
      /path literals \(as in firestore.get/,
    ],
    [
      'request.time',
      body('request.time < timestamp.date(2030, 1, 1)'),
      /request.time is not supported/,
    ],
    ['request.path', body('request.path != null'), /request.path is not supported/],
    [
      'unknown resource field',
      body('resource.timeCreated != null'),
      /resource.timeCreated is not supported/,
    ],
    ['unknown auth field', body('request.auth.email != null'), /auth.email is not supported/],
    ['unknown method', body("x.replace('a', 'b') == 'c'"), /method replace\(\) is not supported/],
    ['unknown function', body('isAdmin()'), /unknown or unsupported function isAdmin\(\)/],
    ['unknown name', body('y == 1'), /unknown name y/],
    ['lookahead', body("x.matches('(?=a)a')"), /lookaround/],
    ['back-reference', body("x.matches('(a)\\\\1')"), /back-reference/],
    ['is float', body('x is float'), /type float is not supported/],
    ['wrong arity', body('x.matches()'), /matches\(\) takes 1 arguments/],
    [
      'let bindings',
      `match /a/{x} { allow read: if f(); }`,
      /let bindings are not supported/,
      `function f() { let a = 1; return a == 1; }`,
    ],
    ['unknown method name', 'match /a/{x} { allow upload: if true; }', /unknown method upload/],
    ['** not last', 'match /a/{x=**}/b { allow read; }', /must be the last segment/],
    ['v1 partial wildcard', 'match /a/b{x} { allow read; }', /unsupported path segment/],
  ])('%s', (_name, source, message, functions = '') => {
    expect(() => load(source, functions)).toThrow(message);
  });

  it('refuses rules version 1, another service and another top match', () => {
    expect(() => StorageRules.load(`service firebase.storage { match /b/{bucket}/o { } }`)).toThrow(
      /rules_version '1' is not supported/,
    );
    expect(() =>
      StorageRules.load(
        `rules_version = '2'; service cloud.firestore { match /databases/{d}/documents { } }`,
      ),
    ).toThrow(/is not firebase.storage/);
    expect(() =>
      StorageRules.load(`rules_version = '2'; service firebase.storage { match /{path=**} { } }`),
    ).toThrow(/top match must be \/b\/\{bucket\}\/o/);
  });

  it('names the line and column', () => {
    expect(() => load(`match /a/{x} {\n      allow read: if request.time != null;\n    }`)).toThrow(
      /^storage\.rules:5:22: /,
    );
  });
});
