// Expression language: parse + type-check + evaluate, as a table modelled on the fixtures recorded
// from Firebase by targaryen (adapted to the modern auth shape {uid, provider, token}).
import { describe, expect, it } from 'vitest';
import { bob, run, type Opts } from './test-harness.js';

type Row = [rule: string, expected: unknown, opts?: Opts];

const table: Record<string, Row[]> = {
  'literals and operators': [
    ['1 < 2', true],
    ['true', true],
    ['!false', true],
    ['-(-3) === 3', true],
    ['(1 + 1) == 2', true],
    ['(7 % 4) == 3 && (7 - 4) == 3 && (2 * 3) == 6 && (3 / 2) == 1.5', true],
    ["(1/0 + '') == 'NaN'", true],
    ['(1/0) > 2', false],
    ['(1/0) < 2', false],
    ["'a' + 'b' == 'ab'", true],
    ["'a' + 1 == 'a1' && 1 + 'a' == '1a'", true],
    ["\"d\\\"q\" == 'd\"q' && 'it\\'s' == \"it's\" && '\\u0041' == 'A'", true],
    ['true ? false : true', false],
    ['1 < 2 ? 2 > 1 : false', true],
    ['false && (1 / 0 > 1)', false],
    ['true || auth.token.x.length > 0', true],
    ["1 == '1'", false],
    ['null == null', true],
    ['1e3 == 1000 && .5 == 0.5', true],
  ],
  'auth and custom claims': [
    ['auth !== null', false],
    ['auth == null', true],
    ["auth.uid !== 'eviluser'", true],
    ['auth.uid == null', true],
    ["auth.uid == 'bob' && auth.provider === 'custom'", true, { auth: bob }],
    ['auth.token.admin === true', true, { auth: bob }],
    ['auth.token.admin === true', false],
    ['auth.token.missing == null', true, { auth: bob }],
    ['auth.token.someInt < 5', true, { auth: bob }],
    ['auth.token.foo.bar == true', true, { auth: bob }],
    ["auth.token.foo['bar'] == true", true, { auth: bob }],
    ['auth.token.foo[$k] == true', true, { auth: bob, vars: { $k: 'bar' } }],
    ["auth.token.email.endsWith('@example.com')", true, { auth: bob }],
    ["auth.token['someString'].contains('on')", true, { auth: bob }],
    ['auth.contains("75")', 'error'],
    ["auth.token.notfound.contains('75')", 'error', { auth: bob }],
    ['auth.token.not.found.length > 0', 'error', { auth: bob }],
    ['auth.dreams.length > 1', 'error'],
    ['!(auth.dreams.length > 1)', 'error'],
    ['auth.foo.baz == null', true],
    ["'foo' == auth.foo", false],
    ["auth.foo != 'foo'", true],
    ["'foo' > auth.foo", 'error'],
    ["auth.token.someInt > 'one'", 'error', { auth: bob }],
    ["auth.token.someInt == 'one'", false, { auth: bob }],
    ['(auth.token.someString + 1) == 2', false, { auth: bob }],
    ["(1 + auth.token.someString) == '1one'", true, { auth: bob }],
    ['(1 + auth.token.someBool) == 2', 'error', { auth: bob }],
    ['(auth.token.someString - 1) == 0', 'error', { auth: bob }],
    ['(1 % auth.token.none) == 0', 'error', { auth: bob }],
    ['-auth.token.someString == -1', 'error', { auth: bob }],
    ["root.child('users/' + auth.uid).exists()", 'error'],
    ['root.child(auth.x + auth.y).exists()', 'error'],
  ],
  snapshots: [
    ['root.isBoolean()', false],
    ['root.hasChildren()', false],
    ["root.hasChildren(['foo', 'bar'])", false],
    ["root.hasChildren(['a', 'b/c'])", true, { data: { a: 1, b: { c: 2 } } }],
    ['root.hasChildren([auth.uid])', 'error'],
    ["root.child('foo').val().matches(/bar/)", true, { data: { foo: 'bar' } }],
    ["root.child('foo').val().matches(/BAR/i)", true, { data: { foo: 'bar' } }],
    ["root.child('foo').val().matches(/^[a-z]+\\d?$/)", true, { data: { foo: 'bar' } }],
    [
      "root.child('foo/bar').val() == 3 && root.child('foo').child('bar').isNumber()",
      true,
      { data: { foo: { bar: 3 } } },
    ],
    [
      "data.child('x').isString() && data.child('y').isBoolean()",
      true,
      { data: { a: { x: 's', y: false } }, path: ['a'] },
    ],
    ["data.parent().child('b').val() === 2", true, { data: { a: 1, b: 2 }, path: ['a'] }],
    ['root.parent().exists()', 'error'],
    ['root["exists"]() == false', true],
    [
      "data.exists() && !data.child('nope').exists() && data.hasChild('x')",
      true,
      { data: { a: { x: 0 } }, path: ['a'] },
    ],
    [
      'data.getPriority() == 5',
      true,
      { data: { a: { '.value': 'v', '.priority': 5 } }, path: ['a'] },
    ],
    ['data.getPriority() == null', true, { data: { a: 1 }, path: ['a'] }],
    ['root.val().length == 3 && root.val().contains("ba")', true, { data: 'bar' }],
    ["root.child('foo').child(auth.foo).exists()", 'error', { data: { foo: { bar: true } } }],
    ["root.child('foo').hasChild(auth.foo) == false", 'error'],
    [
      "newData.child('n').val() > data.child('n').val()",
      true,
      { kind: '.write', data: { n: 1 }, newData: { n: 2 } },
    ],
    [
      'newData.val() == null && data.exists()',
      true,
      { kind: '.validate', data: 'x', newData: null },
    ],
    ['now > 0 && now < 1800000000000', true],
    ["$color == 'blue'", true, { vars: { $color: 'blue' } }],
    ["$color == 'green'", false, { vars: { $color: 'orange' } }],
  ],
  strings: [
    ["'foo'.contains('o') && 'foo'.beginsWith('f') && 'foo'.endsWith('oo')", true],
    ["'a.b.c'.replace('.', '/') == 'a/b/c'", true],
    ["'a$b'.replace('$', '$$') == 'a$$b'", true],
    ["'AbC'.toLowerCase() == 'abc' && 'AbC'.toUpperCase() == 'ABC'", true],
    ["'hello'.length == 5", true],
    ["'foo'.matches(/^wa/)", false],
    ["'foo1'.contains(auth.token.someInt)", 'error', { auth: bob }],
    ["'foo'.replace(auth.foo, 'bar') == 'foo'", 'error'],
    ['auth.token.someString["contains"]("on") == true', true, { auth: bob }],
  ],
  query: [
    [
      "query.orderByChild == 'user_id' && query.equalTo == auth.uid",
      true,
      { auth: bob, query: { orderByChild: 'user_id', equalTo: 'bob' } },
    ],
    [
      "query.orderByChild == 'user_id' && query.equalTo == auth.uid",
      false,
      { auth: bob, query: { orderByChild: 'user_id', equalTo: 'eve' } },
    ],
    ['query.orderByChild == null', true],
    // A plain read counts as ordered by key (targaryen's recorded default as well).
    [
      'query.orderByKey == true && query.orderByValue == false && query.orderByPriority == false',
      true,
    ],
    ['query.orderByKey == true', true, { query: { orderByKey: true } }],
    ['query.startAt == null && query.endAt == null && query.equalTo == null', true],
    ["query.startAt == 'foo' && query.endAt == 3", true, { query: { startAt: 'foo', endAt: 3 } }],
    ['query.limitToFirst <= 10', true, { query: { limitToFirst: 10 } }],
    ['query.limitToLast == null && query.limitToFirst == null', true],
  ],
};

describe('rule expressions', () => {
  for (const [group, rows] of Object.entries(table)) {
    describe(group, () => {
      it.each(rows)('%s → %s', (rule, expected, opts) => {
        expect(run(rule, opts)).toBe(expected);
      });
    });
  }
});
