// Tokens of the rules language; match paths are read raw by the parser (readPath).
import { RulesSyntaxError } from './ast.js';

export type Token =
  | { type: 'ident'; value: string; at: number }
  | { type: 'number'; value: number; at: number }
  | { type: 'string'; value: string; at: number }
  | { type: 'punct'; value: string; at: number }
  | { type: 'eof'; at: number };

const PUNCTUATION = [
  '&&',
  '||',
  '==',
  '!=',
  '<=',
  '>=',
  '{',
  '}',
  '(',
  ')',
  '[',
  ']',
  ';',
  ',',
  '.',
  ':',
  '?',
  '!',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '%',
  '=',
];
const ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '\\': '\\',
  "'": "'",
  '"': '"',
};

export class Lexer {
  private position = 0;

  constructor(readonly source: string) {}

  fail(message: string, at = this.position): never {
    throw new RulesSyntaxError(message, this.source, at);
  }

  private skipSpace(): void {
    const s = this.source;
    for (;;) {
      while (this.position < s.length && /\s/.test(s[this.position]!)) this.position++;
      if (s.startsWith('//', this.position)) {
        const end = s.indexOf('\n', this.position);
        this.position = end < 0 ? s.length : end;
      } else if (s.startsWith('/*', this.position)) {
        const end = s.indexOf('*/', this.position + 2);
        if (end < 0) this.fail('unterminated comment');
        this.position = end + 2;
      } else return;
    }
  }

  /** A match path: everything up to the next white space (`/products/{id}/{rest=**}`). */
  readPath(): { path: string; at: number } {
    this.skipSpace();
    const at = this.position;
    while (this.position < this.source.length && !/\s/.test(this.source[this.position]!))
      this.position++;
    return { path: this.source.slice(at, this.position), at };
  }

  next(): Token {
    this.skipSpace();
    const s = this.source;
    const at = this.position;
    if (at >= s.length) return { type: 'eof', at };
    const rest = s.slice(at);
    const ident = /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest);
    if (ident) {
      this.position += ident[0].length;
      return { type: 'ident', value: ident[0], at };
    }
    const number = /^\d+(\.\d+)?([eE][+-]?\d+)?/.exec(rest);
    if (number) {
      this.position += number[0].length;
      return { type: 'number', value: Number(number[0]), at };
    }
    if (rest[0] === "'" || rest[0] === '"') return this.readString(rest[0], at);
    const punct = PUNCTUATION.find((candidate) => rest.startsWith(candidate));
    if (!punct) this.fail(`unexpected character ${JSON.stringify(rest[0])}`);
    this.position += punct.length;
    return { type: 'punct', value: punct, at };
  }

  private readString(quote: string, at: number): Token {
    let value = '';
    let i = at + 1;
    for (;;) {
      const c = this.source[i];
      if (c === undefined || c === '\n') this.fail('unterminated string', at);
      if (c === quote) break;
      if (c === '\\') {
        const escaped = this.source[i + 1] ?? '';
        // Regex escapes (\d, \.) stay as written: matches() receives them.
        value += ESCAPES[escaped] ?? `\\${escaped}`;
        i += 2;
      } else {
        value += c;
        i++;
      }
    }
    this.position = i + 1;
    return { type: 'string', value, at };
  }
}
