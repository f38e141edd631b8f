// database.rules.json itself: plain JSON (firebase-tools tooling), deny by default, and an
// .indexOn for every query the app makes.
import { describe, expect, test } from 'vitest';
import { PERSON_NAME_MAX } from '@fohzshop/shared/constants';
import { RULES_TEXT } from './helpers/env.js';

type RuleNode = { [key: string]: RuleNode | string | boolean | string[] };
const rules = (JSON.parse(RULES_TEXT) as { rules: RuleNode }).rules;

function node(path: string): RuleNode {
  return path.split('/').reduce<RuleNode>((current, key) => current[key] as RuleNode, rules);
}

describe('database.rules.json', () => {
  test('is plain JSON without comments', () => {
    expect(RULES_TEXT).not.toMatch(/^\s*\/\//m);
    expect(RULES_TEXT).not.toMatch(/\/\*/);
  });

  test('limits names like the schemas and the sign-up form (PERSON_NAME_MAX)', () => {
    const limit = `newData.isString() && newData.val().length <= ${PERSON_NAME_MAX}`;
    expect(node('users/$uid/first_name')['.validate']).toBe(limit);
    expect(node('users/$uid/last_name')['.validate']).toBe(limit);
  });

  test('denies by default at the root', () => {
    expect(rules['.read']).toBeUndefined();
    expect(rules['.write']).toBeUndefined();
  });

  test.each([
    ['products', ['type', 'brand', 'views', 'created_at']],
    ['product_cards', ['t', 'v', 'c']],
    ['orders', ['user_id', 'status', 'created_at', 'number']],
    ['reviews', ['status', 'product_id', 'created_at']],
    ['users', ['email']],
    ['ledger', ['date']],
    ['stock_alerts', ['product_id', 'user_id', 'email']],
  ])('indexes %s by %j', (path, keys) => {
    expect(node(path)['.indexOn']).toEqual(expect.arrayContaining(keys));
  });

  test('only users and carts have .write rules', () => {
    const writable: string[] = [];
    const walk = (current: RuleNode, path: string) => {
      for (const [key, child] of Object.entries(current)) {
        if (key === '.write') writable.push(path);
        else if (typeof child === 'object' && !Array.isArray(child))
          walk(child, path ? `${path}/${key}` : key);
      }
    };
    walk(rules, '');
    expect(writable.sort()).toEqual(['carts/$uid', 'users/$uid']);
  });
});
