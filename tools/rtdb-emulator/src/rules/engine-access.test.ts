// Rules matrix through compileRules + an in-memory DataSource: cascade, wildcards, auth, query
// rules, runtime errors and DataSource access cost.
import { describe, expect, it } from 'vitest';
import { memorySource } from './memory-source.js';
import { NOW, admin, alice, read, rules, write } from './test-harness.js';
describe('cascade of .read / .write', () => {
  const r = rules({
    public: { '.read': true, secret: { '.read': false } },
    users: {
      $uid: { '.read': 'auth.uid === $uid', '.write': 'auth.uid === $uid', bio: { '.read': true } },
    },
    admin: { '.read': 'auth.token.admin === true', '.write': 'auth.token.admin === true' },
  });

  it('denies by default (no rule, or no rule on the path)', () => {
    expect(read(rules({}), '/', null)).toBe(false);
    expect(write(rules({}), '/a', null, { a: 1 })).toBe(false);
    expect(read(r, '/elsewhere', null)).toBe(false);
  });
  it('grants below a true rule; deeper rules cannot revoke', () => {
    expect(read(r, '/public', null)).toBe(true);
    expect(read(r, '/public/secret/x', null)).toBe(true);
  });
  it('is not a filter: reading a parent of readable children is denied', () => {
    expect(read(r, '/users/alice/bio', null)).toBe(true);
    expect(read(r, '/users', null, alice)).toBe(false);
    expect(read(r, '/', null, admin)).toBe(false);
  });
  it('binds $wildcards and checks auth.uid', () => {
    expect(read(r, '/users/alice', null, alice)).toBe(true);
    expect(read(r, '/users/alice/anything/deep', null, alice)).toBe(true);
    expect(read(r, '/users/bob', null, alice)).toBe(false);
    expect(read(r, '/users/alice', null)).toBe(false);
    expect(write(r, '/users/alice/name', null, { users: { alice: { name: 'A' } } }, alice)).toBe(
      true,
    );
    expect(write(r, '/users/bob/name', null, { users: { bob: { name: 'B' } } }, alice)).toBe(false);
  });
  it('checks custom claims', () => {
    expect(read(r, '/admin/x', null, admin)).toBe(true);
    expect(read(r, '/admin/x', null, alice)).toBe(false);
    expect(write(r, '/admin', null, { admin: 1 }, admin)).toBe(true);
    expect(write(r, '/admin', null, { admin: 1 }, alice)).toBe(false);
  });
  it('explains decisions', () => {
    const d = r.canRead({
      path: ['users', 'alice'],
      auth: alice,
      root: memorySource(null),
      now: NOW,
    });
    expect(d.reason).toContain('/rules/users/$uid/.read');
    const denied = r.canRead({
      path: ['users', 'bob'],
      auth: alice,
      root: memorySource(null),
      now: NOW,
    });
    expect(denied.reason).toContain('/users/bob');
  });
  it('prefers a named child over the wildcard', () => {
    const w = rules({ items: { special: { '.read': false }, $id: { '.read': true } } });
    expect(read(w, '/items/special', null)).toBe(false);
    expect(read(w, '/items/other', null)).toBe(true);
  });
  it('treats .priority paths as their node', () => {
    expect(write(r, '/users/alice/.priority', null, { users: { alice: 1 } }, alice)).toBe(true);
    expect(write(r, '/users/bob/.priority', null, { users: { bob: 1 } }, alice)).toBe(false);
  });
});

describe('query rules', () => {
  const r = rules({
    orders: {
      '.read': "auth != null && query.orderByChild == 'user_id' && query.equalTo == auth.uid",
      '.indexOn': ['user_id'],
      $id: { '.read': "data.child('user_id').val() === auth.uid" },
    },
    feed: { '.read': 'query.limitToFirst <= 20', '.indexOn': 'ts' },
  });
  it('grants only the matching query', () => {
    expect(read(r, '/orders', null, alice, { orderByChild: 'user_id', equalTo: 'alice' })).toBe(
      true,
    );
    expect(read(r, '/orders', null, alice, { orderByChild: 'user_id', equalTo: 'bob' })).toBe(
      false,
    );
    expect(read(r, '/orders', null, alice)).toBe(false);
    expect(read(r, '/orders', null, null, { orderByChild: 'user_id', equalTo: null })).toBe(false);
  });
  it('limits page sizes', () => {
    expect(read(r, '/feed', null, null, { orderByChild: 'ts', limitToFirst: 20 })).toBe(true);
    expect(read(r, '/feed', null, null, { orderByChild: 'ts', limitToFirst: 21 })).toBe(false);
    // A plain read has limitToFirst == null; comparing null with a number is a runtime error → false.
    expect(read(r, '/feed', null, null)).toBe(false);
  });
  it('exposes .indexOn', () => {
    expect(r.indexOn(['orders'])).toEqual(['user_id']);
    expect(r.indexOn(['feed'])).toEqual(['ts']);
    expect(r.indexOn(['orders', 'x'])).toEqual([]);
    expect(r.indexOn(['nowhere', 'x'])).toEqual([]);
  });
});

describe('runtime errors', () => {
  const r = rules({
    a: {
      '.read': "root.child('users/' + auth.uid).exists()",
      b: { '.read': 'auth.token.list.length > 0' },
    },
    c: { '.read': 'auth.token.x.length > 0', d: { '.read': true } },
  });
  it('make the rule false', () => {
    expect(read(r, '/a', null)).toBe(false);
    expect(read(r, '/a/b', null, alice)).toBe(false);
    expect(
      r.canRead({ path: ['a'], auth: null, root: memorySource(null), now: NOW }).reason,
    ).toMatch(/Cannot add/);
  });
  it('do not stop the cascade: a deeper rule can still grant', () => {
    expect(read(r, '/c/d', null, alice)).toBe(true);
  });
});

describe('data access cost', () => {
  it('does not materialise big subtrees for .write checks', () => {
    const big = {
      items: Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, { n: i }])),
    };
    const r = rules({
      items: { '.write': 'auth != null', $id: { n: { '.validate': 'newData.isNumber()' } } },
    });
    const root = memorySource(big);
    const newRoot = memorySource({ items: { ...big.items, k1: { n: 42 } } });
    expect(
      r.canWrite({ path: ['items', 'k1', 'n'], auth: alice, root, newRoot, now: NOW }).allowed,
    ).toBe(true);
    expect(
      [...root.calls, ...newRoot.calls].filter((c) => c === 'val /items' || c === 'val /'),
    ).toEqual([]);
  });
});
