// canRead / canWrite over a compiled rule tree.
// .read/.write cascade root → location (first true grants; deeper rules cannot revoke).
// .validate does not cascade: every validate on the write's ancestors, the written node and the
// new data below it must pass; it is skipped where the new data is null (deletes).
import { queryVariable, type EvalContext } from './evaluate.js';
import { childRule, dataPath, matchPath, type Step, type Vars } from './match-path.js';
import type { CompiledRule, RuleNode } from './rule-tree.js';
import { Snap } from './snapshot.js';
import type { CompiledRules, DataSource, ReadCheck, RuleDecision, WriteCheck } from './types.js';

interface Outcome {
  ok: boolean;
  error?: string;
}

function run(rule: CompiledRule, ctx: EvalContext): Outcome {
  if (typeof rule.fn === 'boolean') return { ok: rule.fn };
  try {
    const value = rule.fn(ctx);
    return value === true
      ? { ok: true }
      : { ok: false, error: value === false ? undefined : 'result is not a boolean' };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

const show = (path: readonly string[]): string => `/${path.join('/')}`;
const withError = (text: string, errors: string[]): string =>
  errors.length ? `${text} (${errors.join('; ')})` : text;

type Base = Omit<EvalContext, 'path' | 'vars'>;

function cascade(
  steps: Step[],
  pick: (n: RuleNode) => CompiledRule | undefined,
  base: Base,
  path: readonly string[],
  op: string,
): RuleDecision {
  const errors: string[] = [];
  for (const step of steps) {
    const rule = pick(step.node);
    if (!rule) continue;
    const r = run(rule, { ...base, path: step.path, vars: step.vars });
    if (r.ok) return { allowed: true, reason: `${op} granted by ${rule.location}` };
    if (r.error) errors.push(`${rule.location}: ${r.error}`);
  }
  return {
    allowed: false,
    reason: withError(`no ${op} rule grants access to ${show(path)}`, errors),
  };
}

function validateAt(
  node: RuleNode,
  path: readonly string[],
  vars: Vars,
  base: Base,
): string | undefined {
  if (!node.validate) return undefined;
  const r = run(node.validate, { ...base, path, vars });
  return r.ok
    ? undefined
    : `${node.validate.location} failed for ${show(path)}${r.error ? ` (${r.error})` : ''}`;
}

/** Validates the new data at `path` and below, walking only rule subtrees that contain .validate. */
function validateBelow(
  node: RuleNode,
  path: readonly string[],
  vars: Vars,
  base: Base,
  newRoot: DataSource,
): string | undefined {
  if (!node.hasValidate || !new Snap(newRoot, path).exists()) return undefined;
  const failure = validateAt(node, path, vars, base);
  if (failure) return failure;
  if (node.wildcard?.node.hasValidate) {
    for (const key of newRoot.childKeys(path)) {
      const child = childRule(node, key, vars);
      const f = child && validateBelow(child.node, [...path, key], child.vars, base, newRoot);
      if (f) return f;
    }
    return undefined;
  }
  for (const [key, child] of node.children) {
    const f = validateBelow(child, [...path, key], vars, base, newRoot);
    if (f) return f;
  }
  return undefined;
}

export function makeCompiledRules(tree: RuleNode): CompiledRules {
  return {
    canRead(check: ReadCheck): RuleDecision {
      const path = dataPath(check.path);
      const base: Base = {
        auth: check.auth,
        root: check.root,
        newRoot: null,
        now: check.now,
        query: queryVariable(check.query),
      };
      return cascade(matchPath(tree, path), (n) => n.read, base, path, '.read');
    },

    canWrite(check: WriteCheck): RuleDecision {
      const path = dataPath(check.path);
      const base: Base = {
        auth: check.auth,
        root: check.root,
        newRoot: check.newRoot,
        now: check.now,
        query: queryVariable(undefined),
      };
      const steps = matchPath(tree, path);
      const granted = cascade(steps, (n) => n.write, base, path, '.write');
      if (!granted.allowed) return granted;
      for (const step of steps) {
        const { node, vars } = step;
        const isAncestor = step.path.length < path.length;
        // Ancestors: their own .validate only, where the new data exists there.
        const failure = !isAncestor
          ? validateBelow(node, step.path, vars, base, check.newRoot)
          : node.validate && new Snap(check.newRoot, step.path).exists()
            ? validateAt(node, step.path, vars, base)
            : undefined;
        if (failure) return { allowed: false, reason: failure };
      }
      return granted;
    },

    indexOn(path: readonly string[]): string[] {
      const steps = matchPath(tree, path);
      return steps.length === path.length + 1
        ? [...(steps[steps.length - 1] as Step).node.indexOn]
        : [];
    },
  };
}
