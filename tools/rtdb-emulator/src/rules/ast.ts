// Expression syntax tree of the rules language. `pos` is the 0-based offset in the expression text.

export type BinaryOp =
  '||' | '&&' | '==' | '!=' | '===' | '!==' | '<' | '<=' | '>' | '>=' | '+' | '-' | '*' | '/' | '%';

export type Expr =
  | { kind: 'literal'; pos: number; value: string | number | boolean | null }
  | { kind: 'ident'; pos: number; name: string }
  | { kind: 'member'; pos: number; object: Expr; name: string }
  | { kind: 'index'; pos: number; object: Expr; index: Expr }
  | { kind: 'call'; pos: number; object: Expr; method: string; args: Expr[] }
  | { kind: 'unary'; pos: number; op: '!' | '-'; arg: Expr }
  | { kind: 'binary'; pos: number; op: BinaryOp; left: Expr; right: Expr }
  | { kind: 'conditional'; pos: number; test: Expr; then: Expr; otherwise: Expr }
  | { kind: 'regex'; pos: number; source: string; flags: string }
  | { kind: 'array'; pos: number; elements: Expr[] };

/** Syntax or type error inside one expression; compile.ts adds the line and rule location. */
export class ExprError extends Error {
  constructor(
    message: string,
    readonly pos: number,
  ) {
    super(message);
  }
}
