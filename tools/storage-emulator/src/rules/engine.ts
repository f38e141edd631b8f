// Decides a request: every match block whose path matches the object's path exactly is
// considered, and the request is allowed when any `allow` of those blocks that covers its
// method evaluates to true (rules version 2: `{rest=**}` matches zero or more segments).
import type {
  FunctionDecl,
  MatchBlock,
  RequestMethod,
  RuleMethod,
  RulesFile,
  Segment,
} from './ast.js';
import { checkRules } from './check.js';
import { evaluate, type Value } from './evaluate.js';
import { parseRules } from './parser.js';

const COVERS: Record<RuleMethod, readonly RequestMethod[]> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
  get: ['get'],
  list: ['list'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
};

export interface RulesRequest {
  method: RequestMethod;
  bucket: string;
  /** The object's name (for list: the prefix without its trailing slash). */
  path: string;
  /** `request.auth`: null for a visitor. */
  auth: { uid: string; token: Record<string, unknown> } | null;
  /** `request.resource`: the object as it would be after the request (writes). */
  requestResource: Record<string, Value> | null;
  /** `resource`: the object as it is (null when it does not exist). */
  resource: Record<string, Value> | null;
}

/** Matches `segments` at the start of `path`: the variables bound and the path left over. */
function matchSegments(
  segments: Segment[],
  path: string[],
): { vars: [string, string][]; rest: string[] } | null {
  const vars: [string, string][] = [];
  for (const [i, segment] of segments.entries()) {
    if (segment.kind === 'rest') {
      vars.push([segment.name, path.slice(i).join('/')]);
      return { vars, rest: [] };
    }
    const part = path[i];
    if (part === undefined) return null;
    if (segment.kind === 'literal' && segment.value !== part) return null;
    if (segment.kind === 'var') vars.push([segment.name, part]);
  }
  return { vars, rest: path.slice(segments.length) };
}

export class StorageRules {
  private constructor(private readonly rules: RulesFile) {}

  /** Parses and checks the rules; throws a RulesSyntaxError naming the first unsupported form. */
  static load(source: string): StorageRules {
    const rules = parseRules(source);
    checkRules(rules, source);
    return new StorageRules(rules);
  }

  allows(request: RulesRequest): boolean {
    const names = new Map<string, Value>([
      ['request', { auth: request.auth as Value, resource: request.requestResource }],
      ['resource', request.resource],
      [this.rules.bucketVariable, request.bucket],
    ]);
    const functions = new Map<string, FunctionDecl>(
      this.rules.functions.map((fn) => [fn.name, fn]),
    );
    const path = request.path === '' ? [] : request.path.split('/');
    return this.visit(this.rules.root, path, names, functions, request.method, true);
  }

  private visit(
    block: MatchBlock,
    path: string[],
    outerNames: Map<string, Value>,
    outerFunctions: Map<string, FunctionDecl>,
    method: RequestMethod,
    isRoot: boolean,
  ): boolean {
    const matched = isRoot ? { vars: [], rest: path } : matchSegments(block.segments, path);
    if (!matched) return false;
    const names = new Map(outerNames);
    for (const [name, value] of matched.vars) names.set(name, value);
    const functions = new Map(outerFunctions);
    for (const fn of block.functions) functions.set(fn.name, fn);
    if (matched.rest.length === 0 && !isRoot) {
      for (const allow of block.allows) {
        if (!allow.methods.some((name) => COVERS[name].includes(method))) continue;
        try {
          if (evaluate(allow.condition, { names, functions, depth: 0 }) === true) return true;
        } catch {
          // An error grants nothing; another allow may still grant.
        }
      }
    }
    return block.matches.some((child) =>
      this.visit(child, matched.rest, names, functions, method, false),
    );
  }
}
