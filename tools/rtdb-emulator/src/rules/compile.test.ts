// Rules files: lenient JSON (comments, trailing commas) and a table of invalid files, each rejected
// with a RulesError that names the problem, the line and the rule location.
import { describe, expect, it } from 'vitest';
import { compileRules, RulesError } from './index.js';
import { memorySource } from './memory-source.js';

describe('rules file parsing', () => {
  it('accepts comments, trailing commas and // inside strings', () => {
    const r = compileRules(`// FōhzShop rules
{
  /* block
     comment */
  "rules": {
    "links": {
      ".read": "true", // line comment
      "$id": { ".validate": "newData.val().matches(/^https?:\\\\/\\\\//)", ".write": true },
    },
  },
}`);
    const check = (url: string) =>
      r.canWrite({
        path: ['links', 'a'],
        auth: null,
        root: memorySource(null),
        newRoot: memorySource({ links: { a: url } }),
        now: 0,
      });
    expect(check('https://x.fr').allowed).toBe(true);
    expect(check('ftp://x.fr').allowed).toBe(false);
    expect(
      r.canRead({ path: ['links'], auth: null, root: memorySource(null), now: 0 }).allowed,
    ).toBe(true);
  });

  it('accepts boolean rules, .indexOn strings and arrays, and empty rules', () => {
    expect(() => compileRules('{"rules": {}}')).not.toThrow();
    expect(() =>
      compileRules(
        '{"rules": {".read": false, "a": {".indexOn": "b", "c": {".indexOn": [".value", "d/e"]}}}}',
      ),
    ).not.toThrow();
  });
});

const invalid: [name: string, text: string, message: RegExp][] = [
  ['not JSON', '{"rules": {', /^Line 1: Unexpected end of input/],
  ['unquoted key', '{rules: {}}', /^Line 1: .*expected a quoted key/],
  ['garbage after the document', '{"rules": {}} x', /after the end of the JSON document/],
  ['unterminated comment', '{"rules": {}} /* x', /Unterminated \/\* comment/],
  ['not an object', '[]', /Expected an object with a "rules" key/],
  ['missing rules', '{}', /Missing "rules" key/],
  [
    'extra top-level key',
    '{"rules": {},\n "other": 1}',
    /^Line 2: Unexpected top-level key "other"/,
  ],
  ['duplicate key', '{"rules": {"a": {}, "a": {}}}', /Duplicate key "a"/],
  [
    'number rule',
    '{"rules": {"a": {".read": 7}}}',
    /Expected a boolean or an expression string at \/rules\/a\/\.read/,
  ],
  [
    'non-boolean expression',
    '{\n "rules": {\n  "users": {"$uid": {".read": "7"}}}}',
    /^Line 3: Expected boolean expression \(got number\) at \/rules\/users\/\$uid\/\.read/,
  ],
  [
    'string expression',
    '{"rules": {".write": "\'foo\'"}}',
    /Expected boolean expression \(got string\) at \/rules\/\.write/,
  ],
  [
    'unknown variable',
    '{"rules": {\n\n "a": {".read": "skies === \'blue\'"}}}',
    /^Line 3: Unknown variable 'skies' at \/rules\/a\/\.read \(char 1 of/,
  ],
  [
    'wildcard out of scope',
    '{"rules": {"a": {"$x": {}, ".read": "$x == \'a\'"}}}',
    /Unknown variable '\$x'/,
  ],
  [
    'newData in .read',
    '{"rules": {".read": "newData.exists()"}}',
    /'newData' is not available in \.read rules/,
  ],
  [
    'query in .write',
    '{"rules": {".write": "query.limitToFirst < 5"}}',
    /'query' is only available in \.read rules/,
  ],
  [
    'unknown method',
    '{"rules": {".read": "root.size() > 1"}}',
    /Unknown method 'size' on RuleDataSnapshot/,
  ],
  [
    'bad argument',
    '{"rules": {".read": "root.child(1).exists()"}}',
    /child\(\) expects string, got number/,
  ],
  [
    'regex flags',
    '{"rules": {".read": "root.val().matches(/a/g)"}}',
    /Unsupported regular expression flags 'g'/,
  ],
  ['assignment', '{"rules": {".read": "root = 5"}}', /Assignment \('='\) is not allowed/],
  ['two statements', '{"rules": {".read": "true; false"}}', /Only a single expression is allowed/],
  [
    'ill-typed comparison',
    '{"rules": {".read": "root.val() > true"}}',
    /Operator '>' expects number \| string, got boolean/,
  ],
  [
    'snapshot comparison',
    '{"rules": {".read": "data == null"}}',
    /Cannot compare RuleDataSnapshot/,
  ],
  ['empty expression', '{"rules": {".read": ""}}', /Empty expression/],
  ['unknown rule key', '{"rules": {"a": {".raed": true}}}', /Unknown rule "\.raed" at \/rules\/a/],
  [
    'two wildcards',
    '{"rules": {"a": {"$x": {}, "$y": {}}}}',
    /Only one wildcard is allowed per level: "\$x" and "\$y" at \/rules\/a/,
  ],
  [
    'wildcard redefined',
    '{"rules": {"$x": {"$x": {}}}}',
    /Wildcard "\$x" is already defined by a parent/,
  ],
  ['invalid child key', '{"rules": {"a.b": {}}}', /Invalid key "a\.b" at \/rules/],
  [
    'child not an object',
    '{"rules": {"a": true}}',
    /Expected an object of rules at \/rules\/a, got boolean/,
  ],
  [
    'bad .indexOn',
    '{"rules": {"a": {".indexOn": 5}}}',
    /Expected a string or an array of strings at \/rules\/a\/\.indexOn/,
  ],
  [
    'bad .indexOn item',
    '{"rules": {"a": {".indexOn": ["b", 1]}}}',
    /Expected a string or an array of strings/,
  ],
];

describe('invalid rules files', () => {
  it.each(invalid)('%s', (_name, text, message) => {
    let error: unknown;
    try {
      compileRules(text);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RulesError);
    expect((error as RulesError).message).toMatch(message);
  });
});
