// Matching data paths against the rule tree: a key selects the named child rule, else the
// level's `$wildcard` (binding the key to the variable).
import type { RuleNode } from './rule-tree.js';

export type Vars = Readonly<Record<string, string>>;

export interface Step {
  node: RuleNode;
  /** Data path of this rule location (a prefix of the matched path). */
  path: readonly string[];
  vars: Vars;
}

export function childRule(
  node: RuleNode,
  key: string,
  vars: Vars,
): { node: RuleNode; vars: Vars } | undefined {
  const named = node.children.get(key);
  if (named) return { node: named, vars };
  const wild = node.wildcard;
  return wild ? { node: wild.node, vars: { ...vars, [wild.name]: key } } : undefined;
}

/** Rule locations from the root down to `path`; shorter than path.length + 1 when rules stop matching. */
export function matchPath(root: RuleNode, path: readonly string[]): Step[] {
  const steps: Step[] = [{ node: root, path: [], vars: {} }];
  let current: Step = steps[0] as Step;
  for (let i = 0; i < path.length; i++) {
    const next = childRule(current.node, path[i] as string, current.vars);
    if (!next) break;
    current = { node: next.node, path: path.slice(0, i + 1), vars: next.vars };
    steps.push(current);
  }
  return steps;
}

/** Drops trailing pseudo-keys such as `.priority` / `.value`: they are governed by their node's rules. */
export function dataPath(path: readonly string[]): readonly string[] {
  let end = path.length;
  while (end > 0 && (path[end - 1] as string).startsWith('.')) end--;
  return end === path.length ? path : path.slice(0, end);
}
