// Static checks at upload time: each expression is rejected before it can ever run.
import { describe, expect, it } from 'vitest';
import { parseExpression } from './parser.js';
import { run } from './test-harness.js';
import { checkRule } from './type-check.js';

const invalid: string[] = [
  '7',
  "'foo'",
  "auth.token.someString === 'one' ? 7 : true",
  'var foo = 8',
  'root = 5',
  "auth.uid === '5'; auth.id === 5",
  'skies === "blue"',
  "$color == 'red'",
  'auth.foo.contains(7)',
  "root.hasChildren('foo', 'bar')",
  "root.hasChildren(['foo', 7])",
  "root.child('str').val().matches('/foo/')",
  "root.child('foo').val().matches(/bar/ig)",
  "root.child('foo').val().matches(/bar/g)",
  "root.child('foo').val().matches(/(/)",
  'auth.foo.notFound() == false',
  'root.val().notFound == false',
  "root.child('foo') != null",
  'root == data',
  'root.val() > true',
  'root.val() <= true',
  '1 < "a"',
  'root["doesNotExist"]() == true',
  'root["exi" + "sts"]() == false',
  'auth.token.someString["doesNotContains"]("on") == false',
  '(2**2) == 4',
  'query.foo == 1',
  'root.exists',
  'root.exists(1)',
  'root.child()',
  'root.child(1).exists()',
  "'a'.replace('b')",
  '!1',
  'true && 1',
  '-true == 1',
  "'a' - 1 == 0",
  'null.x == 1',
  '/abc/ == 1',
  "['a'] == 1",
  'true ? 1',
  '(true',
  "'unterminated",
  'a b',
  'root.child("x").val() #',
  '',
  'function() { return true; }',
  'this.x == 1',
];

describe('static checks', () => {
  it.each(invalid)('rejects %j at compile time', (rule) => {
    expect(run(rule)).toBe('invalid');
  });

  it('limits newData to write rules and query to read rules', () => {
    expect(run('newData.exists()', { kind: '.read' })).toBe('invalid');
    expect(run('newData.exists()', { kind: '.write', newData: 1 })).toBe(true);
    expect(run('newData.exists()', { kind: '.validate', newData: 1 })).toBe(true);
    expect(run("query.orderByChild == 'a'", { kind: '.write' })).toBe('invalid');
    expect(run("query.orderByChild == 'a'", { kind: '.validate' })).toBe('invalid');
  });

  it('reports the position of the offending token', () => {
    expect(() =>
      checkRule(parseExpression('auth != null && skies'), { kind: '.read', vars: new Set() }),
    ).toThrow(expect.objectContaining({ pos: 16, message: "Unknown variable 'skies'" }));
  });
});
