// Regexes the real database refuses at upload: misplaced anchors and empty alternatives.
import { describe, expect, it } from 'vitest';
import { startTestEmulator, useTestEmulator } from '../test/helpers.js';
import { compileRules, RulesError } from './index.js';
import { regexProblem } from './regex-check.js';

const emulator = useTestEmulator();
const withRegex = (re: string) =>
  JSON.stringify({ rules: { '.read': `root.child('s').val().matches(${re})` } });

const accepted = [
  '^a$',
  '^[^$]+$',
  'a\\$b\\^c',
  '(a|b)',
  '^(foo|bar)$',
  '^a|b$',
  '[|]|x',
  'a|b',
  '(?:a|b)c',
  '\\(|\\)',
  '()',
  '^$',
  '[(|)]+',
];
const refused: Array<[string, RegExp]> = [
  ['(^a|b$)', /"\^" is only allowed at the start/],
  ['a(^b)', /"\^" is only allowed at the start/],
  ['a^', /"\^" is only allowed at the start/],
  ['a$b', /"\$" is only allowed at the end/],
  ['(a$)', /"\$" is only allowed at the end/],
  ['(foo|)', /empty alternative/],
  ['(|foo)', /empty alternative/],
  ['foo||bar', /empty alternative/],
  ['|foo', /empty alternative/],
  ['foo|', /empty alternative/],
  ['^|foo', /empty alternative/],
  ['(?:|a)', /empty alternative/],
];

describe('regexProblem', () => {
  it.each(accepted)('accepts /%s/', (source) => {
    expect(regexProblem(source)).toBeUndefined();
  });
  it.each(refused)('refuses /%s/', (source, message) => {
    expect(regexProblem(source)).toMatch(message);
  });
});

describe('rules with such regexes', () => {
  it.each(refused)('are refused at compile time: /%s/', (source) => {
    expect(() => compileRules(withRegex(`/${source}/`))).toThrow(RulesError);
    expect(() => compileRules(withRegex(`/${source}/`))).toThrow(/Invalid regular expression/);
  });

  it('are refused by PUT /.settings/rules.json with a 400 {"error"}', async () => {
    for (const re of ['/(^a|b$)/', '/a(^b)/', '/(foo|)/', '/(|foo)/', '/foo||bar/']) {
      const res = await fetch(`${emulator.url}/.settings/rules.json?ns=regex-upload`, {
        method: 'PUT',
        headers: { Authorization: 'Bearer owner' },
        body: withRegex(re),
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string };
      expect(body.error).toMatch(/^Line 1: Invalid regular expression .* at \/rules\/\.read/);
    }
    const ok = await fetch(`${emulator.url}/.settings/rules.json?ns=regex-upload`, {
      method: 'PUT',
      headers: { Authorization: 'Bearer owner' },
      body: withRegex('/^(foo|bar)$/'),
    });
    expect(ok.status).toBe(200);
  });

  it('stop the emulator from starting with them', async () => {
    await expect(startTestEmulator({ rulesText: withRegex('/(foo|)/') })).rejects.toThrow(
      RulesError,
    );
  });
});
