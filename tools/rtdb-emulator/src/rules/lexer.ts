// Tokenizer for rule expressions (a JavaScript subset). A `/` starts a regex literal only where
// an operand is expected (after an operator or an opening bracket), as in JavaScript.
import { ExprError } from './ast.js';

export type Token =
  | { type: 'number'; pos: number; value: number }
  | { type: 'string'; pos: number; value: string }
  | { type: 'ident'; pos: number; value: string }
  | { type: 'regex'; pos: number; value: string; flags: string }
  | { type: 'punct'; pos: number; value: string }
  | { type: 'eof'; pos: number; value: '' };

const PUNCTUATORS = [
  '===',
  '!==',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '<',
  '>',
  '!',
  '+',
  '-',
  '*',
  '/',
  '%',
];
const SINGLE = new Set(['(', ')', '[', ']', '.', ',', '?', ':', '=', ';', '{', '}', '&', '|']);
const ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
};

const isIdentStart = (c: string): boolean => /[A-Za-z_$]/.test(c);
const isIdentPart = (c: string): boolean => /[A-Za-z0-9_$]/.test(c);

export function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const operandExpected = (): boolean => {
    const last = tokens[tokens.length - 1];
    if (!last) return true;
    if (last.type === 'punct') return last.value !== ')' && last.value !== ']';
    return false;
  };
  while (i < src.length) {
    const c = src[i] as string;
    if (/\s/.test(c)) {
      i++;
    } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(src[i + 1] ?? ''))) {
      const m = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/.exec(src.slice(i)) as RegExpExecArray;
      if (isIdentStart(src[i + m[0].length] ?? '')) throw new ExprError('Invalid number', i);
      tokens.push({ type: 'number', pos: i, value: Number(m[0]) });
      i += m[0].length;
    } else if (c === '"' || c === "'") {
      const [value, end] = readString(src, i);
      tokens.push({ type: 'string', pos: i, value });
      i = end;
    } else if (isIdentStart(c)) {
      let j = i + 1;
      while (j < src.length && isIdentPart(src[j] as string)) j++;
      tokens.push({ type: 'ident', pos: i, value: src.slice(i, j) });
      i = j;
    } else if (c === '/' && operandExpected()) {
      const [value, flags, end] = readRegex(src, i);
      tokens.push({ type: 'regex', pos: i, value, flags });
      i = end;
    } else {
      const op = PUNCTUATORS.find((p) => src.startsWith(p, i)) ?? (SINGLE.has(c) ? c : undefined);
      if (op === undefined) throw new ExprError(`Unexpected character '${c}'`, i);
      tokens.push({ type: 'punct', pos: i, value: op });
      i += op.length;
    }
  }
  tokens.push({ type: 'eof', pos: src.length, value: '' });
  return tokens;
}

function readString(src: string, start: number): [string, number] {
  const quote = src[start];
  let out = '';
  let i = start + 1;
  while (i < src.length) {
    const c = src[i] as string;
    if (c === quote) return [out, i + 1];
    if (c === '\\') {
      const e = src[i + 1];
      if (e === undefined) break;
      if (e === 'u') {
        const hex = src.slice(i + 2, i + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new ExprError('Invalid \\u escape in string', i);
        out += String.fromCharCode(parseInt(hex, 16));
        i += 6;
        continue;
      }
      if (e === 'x') {
        const hex = src.slice(i + 2, i + 4);
        if (!/^[0-9a-fA-F]{2}$/.test(hex)) throw new ExprError('Invalid \\x escape in string', i);
        out += String.fromCharCode(parseInt(hex, 16));
        i += 4;
        continue;
      }
      out += ESCAPES[e] ?? e;
      i += 2;
      continue;
    }
    out += c;
    i++;
  }
  throw new ExprError('Unterminated string literal', start);
}

function readRegex(src: string, start: number): [string, string, number] {
  let i = start + 1;
  let inClass = false;
  while (i < src.length) {
    const c = src[i] as string;
    if (c === '\\') {
      i += 2;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '/' && !inClass) {
      let j = i + 1;
      while (j < src.length && /[A-Za-z]/.test(src[j] as string)) j++;
      return [src.slice(start + 1, i), src.slice(i + 1, j), j];
    }
    i++;
  }
  throw new ExprError('Unterminated regular expression', start);
}
