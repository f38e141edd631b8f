// The lenient JSON reader of rules files: comments, trailing commas, line numbers in errors.
import { describe, expect, it } from 'vitest';
import { parseJsonWithComments, type JsonNode } from './parse-json.js';
import { RulesError } from './types.js';

function plain(n: JsonNode): unknown {
  if (n.type === 'object') return Object.fromEntries(n.entries.map((e) => [e.key, plain(e.value)]));
  if (n.type === 'array') return n.items.map(plain);
  return n.value;
}

describe('parseJsonWithComments', () => {
  it('parses standard JSON like JSON.parse', () => {
    const text = '{"a": [1, -2.5e3, true, false, null, "s\\"\\\\\\/\\n\\u00e9"], "b": {}}';
    expect(plain(parseJsonWithComments(text))).toEqual(JSON.parse(text));
  });

  it('skips comments but not comment-like text inside strings', () => {
    const text = '\uFEFF// head\n{ /* a */ "url": "http://x//y/*z*/", // tail\n "n": 1 /* b */ }';
    expect(plain(parseJsonWithComments(text))).toEqual({ url: 'http://x//y/*z*/', n: 1 });
  });

  it('tolerates trailing commas', () => {
    expect(plain(parseJsonWithComments('{"a": [1, 2,], "b": 3,}'))).toEqual({ a: [1, 2], b: 3 });
  });

  it('records the line of every value and key', () => {
    const doc = parseJsonWithComments('{\n  // c\n  "a":\n    "x"\n}');
    expect(doc.line).toBe(1);
    if (doc.type !== 'object') throw new Error('object expected');
    expect(doc.entries[0]).toMatchObject({ key: 'a', line: 3, value: { line: 4, value: 'x' } });
  });

  it.each([
    ['{\n"a": 1\n"b": 2}', /^Line 3: Unexpected character '"', expected ',' or '}' \(column 1\)$/],
    ['{"a": tru}', /^Line 1: Unexpected character 't', expected a JSON value/],
    ['{"a": 01}', /^Line 1: Unexpected character '1', expected ',' or '}'/],
    ['{"a": "x\ny"}', /Unterminated string/],
    ['{"a": "\\q"}', /Invalid escape '\\q'/],
    ["{'a': 1}", /expected a quoted key/],
    ['{"a" 1}', /expected ':'/],
    ['[1 2]', /expected ',' or '\]'/],
    ['{"a": 1} {}', /after the end of the JSON document/],
    ['\n\n/* open', /^Line 3: Unterminated \/\* comment/],
    ['{"k": 1, "k": 2}', /Duplicate key "k"/],
    ['', /^Line 1: Unexpected end of input/],
  ])('rejects %j', (text, message) => {
    expect(() => parseJsonWithComments(text)).toThrow(RulesError);
    expect(() => parseJsonWithComments(text)).toThrow(message);
  });
});
