// Static typing of the operators (see builtins.ts for the type masks).
import { ExprError } from './ast.js';
import { ARRAY, BOOL, NUM, QUERY, REGEX, SNAP, STR, typeLabel } from './builtins.js';

/** Rejects an operand that can never have one of the kinds in `mask`. */
export function need(t: number, mask: number, what: string, pos: number): void {
  if (!(t & mask))
    throw new ExprError(`${what} expects ${typeLabel(mask)}, got ${typeLabel(t)}`, pos);
}

const NOT_COMPARABLE = SNAP | REGEX | ARRAY | QUERY;

export function binaryType(op: string, l: number, r: number, pos: number): number {
  switch (op) {
    case '&&':
    case '||':
      need(l, BOOL, `Operator '${op}'`, pos);
      need(r, BOOL, `Operator '${op}'`, pos);
      return BOOL;
    case '==':
    case '!=':
    case '===':
    case '!==':
      if ((l | r) & NOT_COMPARABLE) {
        throw new ExprError(
          `Cannot compare ${typeLabel(l & NOT_COMPARABLE ? l : r)} with '${op}'`,
          pos,
        );
      }
      return BOOL;
    case '<':
    case '<=':
    case '>':
    case '>=':
      need(l, NUM | STR, `Operator '${op}'`, pos);
      need(r, NUM | STR, `Operator '${op}'`, pos);
      if ((l === NUM && r === STR) || (l === STR && r === NUM)) {
        throw new ExprError(
          `Cannot compare ${typeLabel(l)} with ${typeLabel(r)} using '${op}'`,
          pos,
        );
      }
      return BOOL;
    case '+':
      need(l, NUM | STR, "Operator '+'", pos);
      need(r, NUM | STR, "Operator '+'", pos);
      if (l === STR || r === STR) return STR;
      return l === NUM && r === NUM ? NUM : NUM | STR;
    default:
      need(l, NUM, `Operator '${op}'`, pos);
      need(r, NUM, `Operator '${op}'`, pos);
      return NUM;
  }
}
