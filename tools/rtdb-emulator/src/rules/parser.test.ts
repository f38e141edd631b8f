// Lexer and parser: precedence, associativity, regex vs division, literals and positions.
import { describe, expect, it } from 'vitest';
import type { Expr } from './ast.js';
import { tokenize } from './lexer.js';
import { parseExpression } from './parser.js';

/** Compact S-expression form of an AST, for readable assertions. */
function sexp(e: Expr): string {
  switch (e.kind) {
    case 'literal':
      return JSON.stringify(e.value);
    case 'ident':
      return e.name;
    case 'member':
      return `${sexp(e.object)}.${e.name}`;
    case 'index':
      return `${sexp(e.object)}[${sexp(e.index)}]`;
    case 'call':
      return `${sexp(e.object)}.${e.method}(${e.args.map(sexp).join(', ')})`;
    case 'unary':
      return `(${e.op}${sexp(e.arg)})`;
    case 'binary':
      return `(${sexp(e.left)} ${e.op} ${sexp(e.right)})`;
    case 'conditional':
      return `(${sexp(e.test)} ? ${sexp(e.then)} : ${sexp(e.otherwise)})`;
    case 'regex':
      return `/${e.source}/${e.flags}`;
    case 'array':
      return `[${e.elements.map(sexp).join(', ')}]`;
  }
}

const p = (src: string): string => sexp(parseExpression(src));

describe('parser', () => {
  it.each([
    ['a || b && c', '(a || (b && c))'],
    ['a && b || c', '((a && b) || c)'],
    ['a == b && c != d', '((a == b) && (c != d))'],
    ['1 + 2 * 3 - 4 % 5', '((1 + (2 * 3)) - (4 % 5))'],
    ['1 - 2 - 3', '((1 - 2) - 3)'],
    ['1 < 2 == true', '((1 < 2) == true)'],
    ['!a && -b < 0', '((!a) && ((-b) < 0))'],
    ['!!a', '(!(!a))'],
    ['a ? b : c ? d : e', '(a ? b : (c ? d : e))'],
    ['a || b ? c : d', '((a || b) ? c : d)'],
    ['(1 + 2) * 3', '((1 + 2) * 3)'],
    ['a === b !== c', '((a === b) !== c)'],
    ['root.child("a/b").val()', 'root.child("a/b").val()'],
    ["auth.token['x'].y", 'auth.token.x.y'],
    ['auth.token[$k]', 'auth.token[$k]'],
    ['root["exists"]()', 'root.exists()'],
    ["root.hasChildren(['a', 'b'])", 'root.hasChildren(["a", "b"])'],
    ['a / b / c', '((a / b) / c)'],
    ['(a) / 2', '(a / 2)'],
    ['x.matches(/^a\\/b[/]+$/i)', 'x.matches(/^a\\/b[/]+$/i)'],
    ['1.5e2 == 150', '(150 == 150)'],
    ["'\\'' + \"\\\"\" + '\\n\\u00e9\\x41'", '(("\'" + "\\"") + "\\néA")'],
  ])('%s', (src, expected) => {
    expect(p(src)).toBe(expected);
  });

  it.each([
    ['', /Empty expression/],
    ['a +', /Unexpected end of expression/],
    ['a = 1', /Assignment/],
    ['a; b', /single expression/],
    ['(a', /Expected '\)'/],
    ['a ? b', /Expected ':'/],
    ['a.', /Expected a property name/],
    ['a.+', /Expected a property name/],
    ['1a', /Invalid number/],
    ["'abc", /Unterminated string/],
    ['x.matches(/abc', /Unterminated regular expression/],
    ['a # b', /Unexpected character '#'/],
    ['a & b', /Unexpected '&'/],
    ['a(1)', /Only methods can be called/],
    ['{a: 1}', /Unexpected '\{'/],
  ])('rejects %j', (src, message) => {
    expect(() => parseExpression(src)).toThrow(message);
  });

  it('records token positions', () => {
    const e = parseExpression('auth != null && data.exists()');
    expect(e).toMatchObject({ kind: 'binary', op: '&&', pos: 13 });
    expect(tokenize('a  <= 3').map((t) => [t.type, t.pos])).toEqual([
      ['ident', 0],
      ['punct', 3],
      ['number', 6],
      ['eof', 7],
    ]);
  });
});
