// Lenient JSON parser for rules files: `//` and `/* */` comments and trailing commas are accepted
// (as by the official emulator and firebase-tools). Every node records its line for error messages.
import { RulesError } from './types.js';

export type JsonNode = { line: number } & (
  | { type: 'object'; entries: { key: string; line: number; value: JsonNode }[] }
  | { type: 'array'; items: JsonNode[] }
  | { type: 'string'; value: string }
  | { type: 'number'; value: number }
  | { type: 'boolean'; value: boolean }
  | { type: 'null'; value: null }
);

const ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

export function parseJsonWithComments(text: string): JsonNode {
  const p = new JsonParser(text);
  p.skip();
  const node = p.value();
  p.skip();
  if (!p.atEnd()) p.fail(`Unexpected ${p.describe()} after the end of the JSON document`);
  return node;
}

class JsonParser {
  private i = 0;
  private line = 1;
  private lineStart = 0;
  constructor(private readonly s: string) {}

  atEnd(): boolean {
    return this.i >= this.s.length;
  }

  fail(message: string): never {
    throw new RulesError(`Line ${this.line}: ${message} (column ${this.i - this.lineStart + 1})`);
  }

  describe(): string {
    const c = this.s[this.i];
    return c === undefined ? 'end of input' : `character '${c}'`;
  }

  private advance(n = 1): void {
    for (let k = 0; k < n; k++) {
      if (this.s[this.i] === '\n') {
        this.line++;
        this.lineStart = this.i + 1;
      }
      this.i++;
    }
  }

  /** Skips whitespace and comments. */
  skip(): void {
    for (;;) {
      const c = this.s[this.i];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\uFEFF') this.advance();
      else if (this.s.startsWith('//', this.i))
        while (!this.atEnd() && this.s[this.i] !== '\n') this.advance();
      else if (this.s.startsWith('/*', this.i)) {
        const end = this.s.indexOf('*/', this.i + 2);
        if (end < 0) this.fail('Unterminated /* comment');
        this.advance(end + 2 - this.i);
      } else return;
    }
  }

  value(): JsonNode {
    const line = this.line;
    const c = this.s[this.i];
    if (c === '{') return this.object();
    if (c === '[') return this.array();
    if (c === '"') return { line, type: 'string', value: this.string() };
    const word = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(
      this.s.slice(this.i, this.i + 400),
    );
    if (!word) this.fail(`Unexpected ${this.describe()}, expected a JSON value`);
    this.advance(word[0].length);
    if (word[0] === 'true' || word[0] === 'false')
      return { line, type: 'boolean', value: word[0] === 'true' };
    if (word[0] === 'null') return { line, type: 'null', value: null };
    return { line, type: 'number', value: Number(word[0]) };
  }

  private string(): string {
    this.advance(); // opening quote
    let out = '';
    for (;;) {
      const c = this.s[this.i];
      if (c === undefined || c === '\n') this.fail('Unterminated string');
      if (c === '"') {
        this.advance();
        return out;
      }
      if (c === '\\') {
        const e = this.s[this.i + 1] ?? '';
        if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(this.s.slice(this.i + 2, this.i + 6))) {
          out += String.fromCharCode(parseInt(this.s.slice(this.i + 2, this.i + 6), 16));
          this.advance(6);
          continue;
        }
        const decoded = ESCAPES[e];
        if (decoded === undefined) this.fail(`Invalid escape '\\${e}' in string`);
        out += decoded;
        this.advance(2);
        continue;
      }
      out += c;
      this.advance();
    }
  }

  private object(): JsonNode {
    const line = this.line;
    const entries: { key: string; line: number; value: JsonNode }[] = [];
    const seen = new Set<string>();
    this.advance();
    for (this.skip(); this.s[this.i] !== '}'; this.skip()) {
      if (this.s[this.i] !== '"')
        this.fail(`Unexpected ${this.describe()}, expected a quoted key or '}'`);
      const keyLine = this.line;
      const key = this.string();
      if (seen.has(key)) this.fail(`Duplicate key "${key}"`);
      seen.add(key);
      this.skip();
      if (this.s[this.i] !== ':') this.fail(`Unexpected ${this.describe()}, expected ':'`);
      this.advance();
      this.skip();
      entries.push({ key, line: keyLine, value: this.value() });
      this.skip();
      if (this.s[this.i] === ',') this.advance();
      else if (this.s[this.i] !== '}')
        this.fail(`Unexpected ${this.describe()}, expected ',' or '}'`);
    }
    this.advance();
    return { line, type: 'object', entries };
  }

  private array(): JsonNode {
    const line = this.line;
    const items: JsonNode[] = [];
    this.advance();
    for (this.skip(); this.s[this.i] !== ']'; this.skip()) {
      items.push(this.value());
      this.skip();
      if (this.s[this.i] === ',') this.advance();
      else if (this.s[this.i] !== ']')
        this.fail(`Unexpected ${this.describe()}, expected ',' or ']'`);
    }
    this.advance();
    return { line, type: 'array', items };
  }
}
