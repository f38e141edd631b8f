// Rules file → RuleNode tree: checks the file's shape, then parses, type-checks and compiles
// every expression. All problems are reported as RulesError("Line N: … at /rules/…").
import { ExprError } from './ast.js';
import { compileExpr } from './evaluate.js';
import { parseJsonWithComments, type JsonNode } from './parse-json.js';
import { parseExpression } from './parser.js';
import type { CompiledRule, RuleNode } from './rule-tree.js';
import { checkRule, type RuleKind } from './type-check.js';
import { isValidKey } from './snapshot.js';
import { RulesError } from './types.js';

export function buildRuleTree(text: string): RuleNode {
  const doc = parseJsonWithComments(text);
  if (doc.type !== 'object')
    throw new RulesError(`Line ${doc.line}: Expected an object with a "rules" key`);
  const rules = doc.entries.find((e) => e.key === 'rules');
  for (const e of doc.entries) {
    if (e.key !== 'rules')
      throw new RulesError(
        `Line ${e.line}: Unexpected top-level key "${e.key}" (only "rules" is allowed)`,
      );
  }
  if (!rules) throw new RulesError(`Line ${doc.line}: Missing "rules" key`);
  return buildNode(rules.value, '/rules', new Set());
}

function buildNode(json: JsonNode, location: string, vars: ReadonlySet<string>): RuleNode {
  if (json.type !== 'object') {
    throw new RulesError(
      `Line ${json.line}: Expected an object of rules at ${location}, got ${json.type}`,
    );
  }
  const node: RuleNode = { location, indexOn: [], children: new Map(), hasValidate: false };
  for (const { key, line, value } of json.entries) {
    const where = `${location}/${key}`;
    if (key === '.read' || key === '.write' || key === '.validate') {
      const rule = compileRule(key, value, where, vars);
      if (key === '.read') node.read = rule;
      else if (key === '.write') node.write = rule;
      else node.validate = rule;
    } else if (key === '.indexOn') {
      node.indexOn = indexOn(value, where);
    } else if (key.startsWith('.')) {
      throw new RulesError(
        `Line ${line}: Unknown rule "${key}" at ${location} (expected .read, .write, .validate, .indexOn or a child)`,
      );
    } else if (key.startsWith('$')) {
      if (!isValidKey(key.slice(1)))
        throw new RulesError(`Line ${line}: Invalid wildcard name "${key}" at ${location}`);
      if (node.wildcard) {
        throw new RulesError(
          `Line ${line}: Only one wildcard is allowed per level: "${node.wildcard.name}" and "${key}" at ${location}`,
        );
      }
      if (vars.has(key))
        throw new RulesError(
          `Line ${line}: Wildcard "${key}" is already defined by a parent at ${location}`,
        );
      node.wildcard = { name: key, node: buildNode(value, where, new Set([...vars, key])) };
    } else {
      if (!isValidKey(key)) {
        throw new RulesError(
          `Line ${line}: Invalid key "${key}" at ${location} (keys cannot be empty or contain . # $ [ ] /)`,
        );
      }
      node.children.set(key, buildNode(value, where, vars));
    }
  }
  node.hasValidate =
    node.validate !== undefined ||
    (node.wildcard?.node.hasValidate ?? false) ||
    [...node.children.values()].some((c) => c.hasValidate);
  return node;
}

function compileRule(
  kind: RuleKind,
  json: JsonNode,
  location: string,
  vars: ReadonlySet<string>,
): CompiledRule {
  if (json.type === 'boolean') return { fn: json.value, location, source: String(json.value) };
  if (json.type !== 'string') {
    throw new RulesError(
      `Line ${json.line}: Expected a boolean or an expression string at ${location}, got ${json.type}`,
    );
  }
  const source = json.value;
  try {
    const expr = parseExpression(source);
    checkRule(expr, { kind, vars });
    return { fn: compileExpr(expr), location, source };
  } catch (err) {
    if (!(err instanceof ExprError)) throw err;
    throw new RulesError(
      `Line ${json.line}: ${err.message} at ${location} (char ${err.pos + 1} of ${JSON.stringify(source)})`,
    );
  }
}

function indexOn(json: JsonNode, location: string): string[] {
  if (json.type === 'string') return [json.value];
  if (json.type === 'array' && json.items.every((i) => i.type === 'string')) {
    return json.items.map((i) => (i.type === 'string' ? i.value : ''));
  }
  throw new RulesError(
    `Line ${json.line}: Expected a string or an array of strings at ${location}`,
  );
}
