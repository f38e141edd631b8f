// The syntax tree of a storage.rules file, limited to the forms this server evaluates.

export type Expr =
  | { kind: 'literal'; value: null | boolean | number | string; at: number }
  | { kind: 'list'; items: Expr[]; at: number }
  | { kind: 'ident'; name: string; at: number }
  | { kind: 'member'; object: Expr; name: string; at: number }
  | { kind: 'index'; object: Expr; index: Expr; at: number }
  | { kind: 'call'; callee: Expr; args: Expr[]; at: number }
  | { kind: 'unary'; op: '!' | '-'; operand: Expr; at: number }
  | { kind: 'binary'; op: BinaryOp; left: Expr; right: Expr; at: number }
  | { kind: 'is'; operand: Expr; type: string; at: number }
  | { kind: 'ternary'; test: Expr; then: Expr; otherwise: Expr; at: number };

export type BinaryOp =
  '||' | '&&' | '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*' | '/' | '%';

export type Segment =
  | { kind: 'literal'; value: string }
  | { kind: 'var'; name: string }
  /** `{name=**}`: the rest of the path (zero or more segments, rules version 2). */
  | { kind: 'rest'; name: string };

export const METHODS = ['read', 'write', 'get', 'list', 'create', 'update', 'delete'] as const;
export type RuleMethod = (typeof METHODS)[number];
/** What a request is: read = get + list, write = create + update + delete. */
export type RequestMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface Allow {
  methods: RuleMethod[];
  condition: Expr;
}

export interface FunctionDecl {
  name: string;
  params: string[];
  body: Expr;
}

export interface MatchBlock {
  segments: Segment[];
  allows: Allow[];
  functions: FunctionDecl[];
  matches: MatchBlock[];
}

export interface RulesFile {
  version: string;
  /** Functions declared at the service level. */
  functions: FunctionDecl[];
  /** The blocks inside `match /b/{bucket}/o`, with the bucket variable's name. */
  bucketVariable: string;
  root: MatchBlock;
}

export class RulesSyntaxError extends Error {
  constructor(message: string, source: string, at: number) {
    const line = source.slice(0, at).split('\n').length;
    const column = at - source.lastIndexOf('\n', at - 1);
    super(`storage.rules:${line}:${column}: ${message}`);
  }
}
