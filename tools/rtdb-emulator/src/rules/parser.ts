// Recursive-descent parser for rule expressions: ternary, || && equality relational additive
// multiplicative, unary ! and -, then member / index / call postfixes. No assignment, no statements.
import { ExprError, type BinaryOp, type Expr } from './ast.js';
import { tokenize, type Token } from './lexer.js';

const LEVELS: readonly (readonly BinaryOp[])[] = [
  ['||'],
  ['&&'],
  ['==', '!=', '===', '!=='],
  ['<', '<=', '>', '>='],
  ['+', '-'],
  ['*', '/', '%'],
];

export function parseExpression(src: string): Expr {
  const p = new Parser(tokenize(src));
  if (p.peek().type === 'eof') throw new ExprError('Empty expression', 0);
  const expr = p.conditional();
  const rest = p.peek();
  if (rest.type !== 'eof') throw unexpected(rest);
  return expr;
}

function describe(t: Token): string {
  if (t.type === 'eof') return 'end of expression';
  if (t.type === 'string') return `string ${JSON.stringify(t.value)}`;
  if (t.type === 'regex') return `regular expression /${t.value}/${t.flags}`;
  return `'${String(t.value)}'`;
}

function unexpected(t: Token): ExprError {
  if (t.type === 'punct' && t.value === '=')
    return new ExprError("Assignment ('=') is not allowed", t.pos);
  if (t.type === 'punct' && t.value === ';')
    return new ExprError('Only a single expression is allowed', t.pos);
  return new ExprError(`Unexpected ${describe(t)}`, t.pos);
}

class Parser {
  private i = 0;
  constructor(private readonly tokens: Token[]) {}

  peek(): Token {
    return this.tokens[this.i] as Token;
  }

  private next(): Token {
    const t = this.peek();
    if (t.type !== 'eof') this.i++;
    return t;
  }

  private isPunct(value: string): boolean {
    const t = this.peek();
    return t.type === 'punct' && t.value === value;
  }

  private expect(value: string): Token {
    if (!this.isPunct(value)) {
      const t = this.peek();
      throw new ExprError(`Expected '${value}' but found ${describe(t)}`, t.pos);
    }
    return this.next();
  }

  conditional(): Expr {
    const test = this.binary(0);
    if (!this.isPunct('?')) return test;
    const q = this.next();
    const then = this.conditional();
    this.expect(':');
    const otherwise = this.conditional();
    return { kind: 'conditional', pos: q.pos, test, then, otherwise };
  }

  private binary(level: number): Expr {
    const ops = LEVELS[level];
    if (!ops) return this.unary();
    let left = this.binary(level + 1);
    for (;;) {
      const t = this.peek();
      if (t.type !== 'punct' || !ops.includes(t.value as BinaryOp)) return left;
      this.next();
      const right = this.binary(level + 1);
      left = { kind: 'binary', pos: t.pos, op: t.value as BinaryOp, left, right };
    }
  }

  private unary(): Expr {
    const t = this.peek();
    if (t.type === 'punct' && (t.value === '!' || t.value === '-')) {
      this.next();
      return { kind: 'unary', pos: t.pos, op: t.value, arg: this.unary() };
    }
    return this.postfix(this.primary());
  }

  private postfix(expr: Expr): Expr {
    for (;;) {
      const t = this.peek();
      if (this.isPunct('.')) {
        this.next();
        const name = this.next();
        if (name.type !== 'ident')
          throw new ExprError(`Expected a property name after '.'`, name.pos);
        expr = { kind: 'member', pos: name.pos, object: expr, name: name.value };
      } else if (this.isPunct('[')) {
        this.next();
        const index = this.conditional();
        this.expect(']');
        // `a["name"]` is the same as `a.name` (so `root["exists"]()` is a method call).
        expr =
          index.kind === 'literal' && typeof index.value === 'string'
            ? { kind: 'member', pos: index.pos, object: expr, name: index.value }
            : { kind: 'index', pos: t.pos, object: expr, index };
      } else if (this.isPunct('(')) {
        if (expr.kind !== 'member') throw new ExprError('Only methods can be called', t.pos);
        this.next();
        const args = this.list(')');
        expr = { kind: 'call', pos: expr.pos, object: expr.object, method: expr.name, args };
      } else {
        return expr;
      }
    }
  }

  private list(close: string): Expr[] {
    const items: Expr[] = [];
    while (!this.isPunct(close)) {
      items.push(this.conditional());
      if (!this.isPunct(close)) this.expect(',');
    }
    this.next();
    return items;
  }

  private primary(): Expr {
    const t = this.next();
    switch (t.type) {
      case 'number':
      case 'string':
        return { kind: 'literal', pos: t.pos, value: t.value };
      case 'regex':
        return { kind: 'regex', pos: t.pos, source: t.value, flags: t.flags };
      case 'ident':
        if (t.value === 'true' || t.value === 'false')
          return { kind: 'literal', pos: t.pos, value: t.value === 'true' };
        if (t.value === 'null') return { kind: 'literal', pos: t.pos, value: null };
        return { kind: 'ident', pos: t.pos, name: t.value };
      case 'punct':
        if (t.value === '(') {
          const inner = this.conditional();
          this.expect(')');
          return inner;
        }
        if (t.value === '[') return { kind: 'array', pos: t.pos, elements: this.list(']') };
        throw unexpected(t);
      default:
        throw unexpected(t);
    }
  }
}
