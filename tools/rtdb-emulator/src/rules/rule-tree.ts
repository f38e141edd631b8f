// The compiled form of a rules file: one node per rule location, with its compiled expressions.
import type { Compiled } from './evaluate.js';

export interface CompiledRule {
  /** `true` / `false` literal rules, or the compiled expression. */
  fn: boolean | Compiled;
  /** Where the rule is, e.g. `/rules/users/$uid/.write`. */
  location: string;
  source: string;
}

export interface RuleNode {
  /** e.g. `/rules/users/$uid` */
  location: string;
  read?: CompiledRule;
  write?: CompiledRule;
  validate?: CompiledRule;
  indexOn: string[];
  children: Map<string, RuleNode>;
  wildcard?: { name: string; node: RuleNode };
  /** True when this node or a descendant has a .validate rule (lets writes skip whole subtrees). */
  hasValidate: boolean;
}
