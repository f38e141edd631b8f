// Recursive-descent parser for storage.rules. Anything outside the supported grammar is a
// syntax error naming its line and column: the server refuses to start on it.
import {
  METHODS,
  type Allow,
  type BinaryOp,
  type Expr,
  type FunctionDecl,
  type MatchBlock,
  type RuleMethod,
  type RulesFile,
  type Segment,
} from './ast.js';
import { Lexer, type Token } from './lexer.js';

const LEVELS: BinaryOp[][] = [
  ['||'],
  ['&&'],
  ['==', '!=', '<', '<=', '>', '>=', 'in'],
  ['+', '-'],
  ['*', '/', '%'],
];

export class Parser {
  private readonly lexer: Lexer;
  private token: Token;

  constructor(source: string) {
    this.lexer = new Lexer(source);
    this.token = this.lexer.next();
  }

  private advance(): Token {
    const current = this.token;
    this.token = this.lexer.next();
    return current;
  }

  private is(value: string): boolean {
    return (
      (this.token.type === 'punct' || this.token.type === 'ident') && this.token.value === value
    );
  }

  private expect(value: string): void {
    if (!this.is(value)) this.lexer.fail(`expected '${value}'`, this.token.at);
    this.advance();
  }

  private ident(): string {
    if (this.token.type !== 'ident') this.lexer.fail('expected a name', this.token.at);
    const name = this.token.value;
    this.advance();
    return name;
  }

  parseFile(): RulesFile {
    let version = '1';
    if (this.is('rules_version')) {
      this.advance();
      this.expect('=');
      if (this.token.type !== 'string') this.lexer.fail('expected a version string', this.token.at);
      version = this.token.value;
      this.advance();
      this.expect(';');
    }
    this.expect('service');
    const service = [this.ident()];
    while (this.is('.')) {
      this.advance();
      service.push(this.ident());
    }
    if (service.join('.') !== 'firebase.storage')
      this.lexer.fail(`service ${service.join('.')} is not firebase.storage`);
    this.expect('{');
    const functions: FunctionDecl[] = [];
    while (this.is('function')) functions.push(this.functionDecl());
    if (!this.is('match')) this.lexer.fail("expected 'match /b/{bucket}/o'", this.token.at);
    const matchAt = this.token.at;
    const { path } = this.lexer.readPath();
    this.token = this.lexer.next();
    const bucket = /^\/b\/\{([A-Za-z_][A-Za-z0-9_]*)\}\/o$/.exec(path);
    if (!bucket?.[1]) this.lexer.fail(`the top match must be /b/{bucket}/o, not ${path}`, matchAt);
    const root = this.block([]);
    while (this.is('function')) functions.push(this.functionDecl());
    this.expect('}');
    if (this.token.type !== 'eof')
      this.lexer.fail('only one match /b/{bucket}/o block is supported', this.token.at);
    return { version, functions, bucketVariable: bucket[1], root };
  }

  private block(segments: Segment[]): MatchBlock {
    this.expect('{');
    const block: MatchBlock = { segments, allows: [], functions: [], matches: [] };
    while (!this.is('}')) {
      if (this.is('allow')) block.allows.push(this.allow());
      else if (this.is('function')) block.functions.push(this.functionDecl());
      else if (this.is('match')) {
        const at = this.token.at;
        const { path } = this.lexer.readPath();
        this.token = this.lexer.next();
        block.matches.push(this.block(this.segments(path, at)));
      } else this.lexer.fail("expected 'allow', 'function', 'match' or '}'", this.token.at);
    }
    this.advance();
    return block;
  }

  private segments(path: string, at: number): Segment[] {
    if (!path.startsWith('/') || path.endsWith('/') || path.includes('//'))
      this.lexer.fail(`invalid match path ${path}`, at);
    const parts = path.slice(1).split('/');
    return parts.map((part, index): Segment => {
      const variable = /^\{([A-Za-z_][A-Za-z0-9_]*)(=\*\*)?\}$/.exec(part);
      if (variable?.[1]) {
        if (!variable[2]) return { kind: 'var', name: variable[1] };
        if (index !== parts.length - 1)
          this.lexer.fail(`{${variable[1]}=**} must be the last segment`, at);
        return { kind: 'rest', name: variable[1] };
      }
      if (!/^[^{}*]+$/.test(part)) this.lexer.fail(`unsupported path segment ${part}`, at);
      return { kind: 'literal', value: part };
    });
  }

  private allow(): Allow {
    this.advance();
    const methods: RuleMethod[] = [];
    do {
      if (methods.length > 0) this.advance();
      const at = this.token.at;
      const name = this.ident();
      if (!(METHODS as readonly string[]).includes(name))
        this.lexer.fail(`unknown method ${name}`, at);
      methods.push(name as RuleMethod);
    } while (this.is(','));
    let condition: Expr = { kind: 'literal', value: true, at: this.token.at };
    if (this.is(':')) {
      this.advance();
      this.expect('if');
      condition = this.expression();
    }
    this.expect(';');
    return { methods, condition };
  }

  private functionDecl(): FunctionDecl {
    this.advance();
    const name = this.ident();
    this.expect('(');
    const params: string[] = [];
    while (!this.is(')')) {
      if (params.length > 0) this.expect(',');
      params.push(this.ident());
    }
    this.advance();
    this.expect('{');
    if (this.is('let')) this.lexer.fail('let bindings are not supported', this.token.at);
    this.expect('return');
    const body = this.expression();
    this.expect(';');
    this.expect('}');
    return { name, params, body };
  }

  expression(): Expr {
    const test = this.binary(0);
    if (!this.is('?')) return test;
    this.advance();
    const then = this.expression();
    this.expect(':');
    return { kind: 'ternary', test, then, otherwise: this.expression(), at: test.at };
  }

  private binary(level: number): Expr {
    if (level >= LEVELS.length) return this.unary();
    let left = this.binary(level + 1);
    for (;;) {
      if (level === 2 && this.is('is')) {
        this.advance();
        left = { kind: 'is', operand: left, type: this.ident(), at: left.at };
        continue;
      }
      const op = LEVELS[level]!.find((candidate) => this.is(candidate));
      if (!op) return left;
      this.advance();
      left = { kind: 'binary', op, left, right: this.binary(level + 1), at: left.at };
    }
  }

  private unary(): Expr {
    if (this.is('!') || this.is('-')) {
      const at = this.token.at;
      const op = this.is('!') ? '!' : '-';
      this.advance();
      return { kind: 'unary', op, operand: this.unary(), at };
    }
    return this.postfix(this.primary());
  }

  private postfix(expr: Expr): Expr {
    for (;;) {
      if (this.is('.')) {
        this.advance();
        expr = { kind: 'member', object: expr, name: this.ident(), at: expr.at };
      } else if (this.is('[')) {
        this.advance();
        expr = { kind: 'index', object: expr, index: this.expression(), at: expr.at };
        this.expect(']');
      } else if (this.is('(')) {
        this.advance();
        const args: Expr[] = [];
        while (!this.is(')')) {
          if (args.length > 0) this.expect(',');
          args.push(this.expression());
        }
        this.advance();
        expr = { kind: 'call', callee: expr, args, at: expr.at };
      } else return expr;
    }
  }

  private primary(): Expr {
    const token = this.advance();
    const at = token.at;
    if (token.type === 'number' || token.type === 'string')
      return { kind: 'literal', value: token.value, at };
    if (token.type === 'ident') {
      if (token.value === 'true' || token.value === 'false')
        return { kind: 'literal', value: token.value === 'true', at };
      if (token.value === 'null') return { kind: 'literal', value: null, at };
      return { kind: 'ident', name: token.value, at };
    }
    if (token.type === 'punct' && token.value === '(') {
      const inner = this.expression();
      this.expect(')');
      return inner;
    }
    if (token.type === 'punct' && token.value === '[') {
      const items: Expr[] = [];
      while (!this.is(']')) {
        if (items.length > 0) this.expect(',');
        items.push(this.expression());
      }
      this.advance();
      return { kind: 'list', items, at };
    }
    if (token.type === 'punct' && token.value === '/')
      this.lexer.fail('path literals (as in firestore.get(/databases/…)) are not supported', at);
    return this.lexer.fail('expected an expression', at);
  }
}

export function parseRules(source: string): RulesFile {
  return new Parser(source).parseFile();
}
