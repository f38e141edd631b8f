// Load-time check: every name, field, method and type in the rules must be one this server
// evaluates like production does. The first one that is not stops the load with its position.
import {
  RulesSyntaxError,
  type Expr,
  type FunctionDecl,
  type MatchBlock,
  type RulesFile,
} from './ast.js';
import {
  AUTH_FIELDS,
  METHOD_ARITY,
  OBJECT_FIELDS,
  REQUEST_FIELDS,
  TYPE_NAMES,
  UNSUPPORTED_GLOBALS,
  unsupportedRegex,
} from './vocabulary.js';

type Shape = 'request' | 'auth' | 'object' | 'map' | 'any';

interface Scope {
  names: Map<string, Shape>;
  functions: Map<string, number>;
}

export function checkRules(rules: RulesFile, source: string): void {
  const fail = (message: string, at: number): never => {
    throw new RulesSyntaxError(message, source, at);
  };
  if (rules.version !== '2')
    fail(`rules_version '${rules.version}' is not supported: declare rules_version = '2';`, 0);

  const shapeOf = (expr: Expr, scope: Scope): Shape => {
    switch (expr.kind) {
      case 'literal':
        return 'any';
      case 'list':
        for (const item of expr.items) shapeOf(item, scope);
        return 'any';
      case 'ident': {
        const shape = scope.names.get(expr.name);
        if (shape) return shape;
        if (UNSUPPORTED_GLOBALS.has(expr.name) || scope.functions.has(expr.name))
          return fail(`${expr.name} is not supported here`, expr.at);
        return fail(`unknown name ${expr.name}`, expr.at);
      }
      case 'member': {
        const object = shapeOf(expr.object, scope);
        const allowed =
          object === 'request'
            ? REQUEST_FIELDS
            : object === 'auth'
              ? AUTH_FIELDS
              : object === 'object'
                ? OBJECT_FIELDS
                : null;
        if (allowed && !allowed.has(expr.name))
          return fail(
            `${object === 'object' ? 'resource' : object}.${expr.name} is not supported`,
            expr.at,
          );
        if (object === 'request') return expr.name === 'auth' ? 'auth' : 'object';
        if (object === 'auth') return expr.name === 'token' ? 'map' : 'any';
        if (object === 'object') return expr.name === 'metadata' ? 'map' : 'any';
        return 'any';
      }
      case 'index':
        shapeOf(expr.object, scope);
        shapeOf(expr.index, scope);
        return 'any';
      case 'call':
        for (const arg of expr.args) shapeOf(arg, scope);
        if (expr.callee.kind === 'ident') {
          const arity = scope.functions.get(expr.callee.name);
          if (arity === undefined)
            return fail(`unknown or unsupported function ${expr.callee.name}()`, expr.at);
          if (arity !== expr.args.length)
            return fail(`${expr.callee.name}() takes ${arity} arguments`, expr.at);
          return 'any';
        }
        if (expr.callee.kind === 'member') {
          shapeOf(expr.callee.object, scope);
          const arity = METHOD_ARITY[expr.callee.name];
          if (arity === undefined)
            return fail(`method ${expr.callee.name}() is not supported`, expr.at);
          if (arity !== expr.args.length)
            return fail(`${expr.callee.name}() takes ${arity} arguments`, expr.at);
          const pattern = expr.args[0];
          if (
            expr.callee.name === 'matches' &&
            pattern?.kind === 'literal' &&
            typeof pattern.value === 'string'
          ) {
            const problem = unsupportedRegex(pattern.value);
            if (problem) return fail(`regular expression ${pattern.value}: ${problem}`, pattern.at);
          }
          return 'any';
        }
        return fail('only functions and methods can be called', expr.at);
      case 'unary':
        shapeOf(expr.operand, scope);
        return 'any';
      case 'binary':
        shapeOf(expr.left, scope);
        shapeOf(expr.right, scope);
        return 'any';
      case 'is':
        shapeOf(expr.operand, scope);
        if (!TYPE_NAMES.has(expr.type))
          return fail(`type ${expr.type} is not supported in 'is'`, expr.at);
        return 'any';
      case 'ternary':
        shapeOf(expr.test, scope);
        shapeOf(expr.then, scope);
        shapeOf(expr.otherwise, scope);
        return 'any';
    }
  };

  const withFunctions = (scope: Scope, functions: FunctionDecl[]): Scope => {
    const next = new Map(scope.functions);
    for (const fn of functions) next.set(fn.name, fn.params.length);
    return { names: scope.names, functions: next };
  };
  const checkFunctions = (scope: Scope, functions: FunctionDecl[]) => {
    for (const fn of functions) {
      const names = new Map(scope.names);
      for (const param of fn.params) names.set(param, 'any');
      shapeOf(fn.body, { names, functions: scope.functions });
    }
  };
  const checkBlock = (block: MatchBlock, outer: Scope) => {
    const names = new Map(outer.names);
    for (const segment of block.segments)
      if (segment.kind !== 'literal') names.set(segment.name, 'any');
    const scope = withFunctions({ names, functions: outer.functions }, block.functions);
    checkFunctions(scope, block.functions);
    for (const allow of block.allows) shapeOf(allow.condition, scope);
    for (const child of block.matches) checkBlock(child, scope);
  };

  const base: Scope = {
    names: new Map<string, Shape>([
      ['request', 'request'],
      ['resource', 'object'],
      [rules.bucketVariable, 'any'],
    ]),
    functions: new Map(),
  };
  const service = withFunctions(base, rules.functions);
  checkFunctions(service, rules.functions);
  checkBlock(rules.root, service);
}
