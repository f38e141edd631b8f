import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES as M, PASSWORD_RULE } from './password-rule';
import { PasswordSchema } from './schemas/password';

const issues = (password: string) => {
  const result = PasswordSchema.safeParse(password);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('PasswordSchema', () => {
  it('lists every rule a weak password breaks', () => {
    expect(issues('abc')).toEqual([M.tooShort, M.uppercase, M.numeric]);
    expect(issues('MOTDEPASSE42')).toEqual([M.lowercase]);
    expect(issues('a'.repeat(PASSWORD_RULE.maxLength) + 'A1')).toEqual([M.tooLong]);
  });
  it('counts only unaccented letters, as Firebase Auth does', () => {
    expect(issues('élan-vers-2026')).toEqual([M.uppercase]);
    expect(issues('ÉLAN-VERS-2026')).toEqual([M.lowercase]);
    expect(issues('Élan-Vers-2026')).toEqual([]);
  });
  it('accepts the shortest password that meets the rule', () => {
    expect(issues('Abcdefgh12')).toEqual([]);
    expect(issues('Abcdefgh1')).toEqual([M.tooShort]);
  });
});
