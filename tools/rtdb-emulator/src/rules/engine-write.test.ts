// Rules matrix through compileRules + an in-memory DataSource: .validate (written node,
// descendants, ancestors, deletes) and data / newData / root / now in write rules.
import { describe, expect, it } from 'vitest';
import { memorySource } from './memory-source.js';
import { NOW, admin, alice, read, rules, write } from './test-harness.js';

describe('.validate', () => {
  const r = rules({
    '.write': true,
    users: {
      $uid: {
        '.validate': "newData.hasChildren(['name', 'age'])",
        name: { '.validate': 'newData.isString() && newData.val().length <= 10' },
        age: { '.validate': 'newData.isNumber() && newData.val() >= 0' },
        tags: { $tag: { '.validate': 'newData.val() === true && $tag.matches(/^[a-z]+$/)' } },
        $other: { '.validate': false },
      },
    },
    frozen: { '.validate': false },
    stamps: { $id: { '.validate': 'newData.val() <= now' } },
  });
  const user = (u: object) => ({ users: { alice: u } });

  it('applies to the written node and every descendant in the new data', () => {
    expect(write(r, '/users/alice', null, user({ name: 'Alice', age: 30 }))).toBe(true);
    expect(write(r, '/users/alice', null, user({ name: 'Alice but far too long', age: 30 }))).toBe(
      false,
    );
    expect(write(r, '/users/alice', null, user({ name: 'Alice', age: -1 }))).toBe(false);
    expect(write(r, '/', null, user({ name: 'Alice', age: 'x' }))).toBe(false);
  });
  it('matches wildcards below the write and binds their variables', () => {
    expect(write(r, '/users/alice', null, user({ name: 'A', age: 1, tags: { red: true } }))).toBe(
      true,
    );
    expect(write(r, '/users/alice', null, user({ name: 'A', age: 1, tags: { Red: true } }))).toBe(
      false,
    );
    expect(write(r, '/users/alice', null, user({ name: 'A', age: 1, tags: { red: 'yes' } }))).toBe(
      false,
    );
    expect(write(r, '/users/alice', null, user({ name: 'A', age: 1, extra: 1 }))).toBe(false);
  });
  it('applies to ancestors of the write path where the new data exists', () => {
    const before = user({ name: 'A', age: 1 });
    expect(write(r, '/users/alice/name', before, user({ name: 'B', age: 1 }))).toBe(true);
    expect(write(r, '/users/alice/name', null, user({ name: 'B' }))).toBe(false);
  });
  it('is skipped for deletes', () => {
    expect(write(r, '/frozen', { frozen: 1 }, null)).toBe(true);
    expect(write(r, '/frozen', null, { frozen: 1 })).toBe(false);
    expect(write(r, '/users/alice', user({ name: 'A', age: 1 }), null)).toBe(true);
    // Deleting a required child leaves an invalid parent.
    expect(write(r, '/users/alice/age', user({ name: 'A', age: 1 }), user({ name: 'A' }))).toBe(
      false,
    );
  });
  it('can use now', () => {
    expect(write(r, '/stamps/a', null, { stamps: { a: NOW - 1 } })).toBe(true);
    expect(write(r, '/stamps/a', null, { stamps: { a: NOW + 1 } })).toBe(false);
  });
  it('runs only after .write grants, and does not grant by itself', () => {
    const v = rules({ a: { '.validate': true } });
    expect(write(v, '/a', null, { a: 1 })).toBe(false);
  });
  it('reports the failing validate', () => {
    const d = r.canWrite({
      path: ['frozen'],
      auth: null,
      root: memorySource(null),
      newRoot: memorySource({ frozen: 1 }),
      now: NOW,
    });
    expect(d).toEqual({
      allowed: false,
      reason: expect.stringContaining('/rules/frozen/.validate'),
    });
  });
});

describe('data, newData and root in write rules', () => {
  const r = rules({
    posts: {
      $id: {
        '.read': "root.child('banned').child(auth.uid).val() !== true",
        // create-only for the author, delete by the owner, admins anything
        '.write':
          "auth.token.admin === true || (!data.exists() && newData.child('owner').val() === auth.uid) || (data.child('owner').val() === auth.uid && !newData.exists())",
      },
    },
    counters: {
      $c: {
        '.write': 'newData.isNumber() && newData.val() === (data.exists() ? data.val() : 0) + 1',
      },
    },
  });
  it('create-only and owner deletes', () => {
    expect(write(r, '/posts/p1', null, { posts: { p1: { owner: 'alice' } } }, alice)).toBe(true);
    expect(write(r, '/posts/p1', null, { posts: { p1: { owner: 'bob' } } }, alice)).toBe(false);
    const existing = { posts: { p1: { owner: 'alice' } } };
    expect(
      write(r, '/posts/p1', existing, { posts: { p1: { owner: 'alice', t: 1 } } }, alice),
    ).toBe(false);
    expect(write(r, '/posts/p1', existing, null, alice)).toBe(true);
    expect(write(r, '/posts/p1', existing, { posts: { p1: { owner: 'x' } } }, admin)).toBe(true);
  });
  it('compares old and new values', () => {
    expect(write(r, '/counters/a', null, { counters: { a: 1 } })).toBe(true);
    expect(write(r, '/counters/a', { counters: { a: 1 } }, { counters: { a: 2 } })).toBe(true);
    expect(write(r, '/counters/a', { counters: { a: 1 } }, { counters: { a: 3 } })).toBe(false);
  });
  it('reads other locations through root', () => {
    expect(read(r, '/posts/p1', { banned: { alice: true } }, alice)).toBe(false);
    expect(read(r, '/posts/p1', { banned: { bob: true } }, alice)).toBe(true);
  });
});
