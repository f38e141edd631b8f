// Values that break a rule wherever they land: odd strings, numbers at the edges of JSON and
// JavaScript, wrong types, prototype names, path characters. Garbage requests are drawn from
// here too.
import fc from 'fast-check';

/** Characters the database refuses in keys: an id or a key holding one must be refused cleanly. */
export const PATH_CHARACTERS = ['.', '#', '$', '/', '[', ']'] as const;
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

export const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'x'.repeat(100_000),
    ...PATH_CHARACTERS.map((c) => `a${c}b`),
    ...PROTOTYPE_KEYS,
    '\u0000',
    '\u202e\u200b',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓ é',
    '<script>alert(1)</script>',
    "'; DROP TABLE orders;--",
    '../../etc/passwd',
    'null',
    'true',
    '-1',
    '1e309',
    -1,
    0,
    -0,
    0.001,
    1.5,
    1e21,
    -1e21,
    2 ** 53 + 1,
    Number.MAX_SAFE_INTEGER,
    1e308,
    true,
    false,
    null,
    [],
    {},
    [null],
    { '.sv': 'timestamp' },
    { admin: true },
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.jsonValue({ maxDepth: 3 }),
);
