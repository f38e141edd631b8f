// Firebase Realtime Database security rules engine: compileRules(text) → CompiledRules.
import { buildRuleTree } from './compile.js';
import { makeCompiledRules } from './engine.js';
import type { CompiledRules } from './types.js';

export * from './types.js';

/** Parses, type-checks and compiles a rules file (JSON with comments). Throws RulesError when invalid. */
export function compileRules(text: string): CompiledRules {
  return makeCompiledRules(buildRuleTree(text));
}
