// Regular expressions the real database refuses at upload although JavaScript accepts them:
// `^` / `$` anywhere but at the very start / end of the pattern, and empty alternatives
// (`(foo|)`, `(|foo)`, `foo||bar`). Escapes and character classes are literal text.

/** Describes why `source` is refused, or returns undefined when it is acceptable. */
export function regexProblem(source: string): string | undefined {
  // One entry per open group (the outermost is the pattern): does its current alternative
  // have content yet, and has it seen a `|`?
  const groups: Array<{ empty: boolean; alternation: boolean }> = [
    { empty: true, alternation: false },
  ];
  const top = () => groups[groups.length - 1] as { empty: boolean; alternation: boolean };
  const emptyAlternative = 'an empty alternative in "|" is not allowed';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    if (c === '\\') {
      i++;
      top().empty = false;
    } else if (inClass) {
      if (c === ']') inClass = false;
    } else if (c === '[') {
      inClass = true;
      top().empty = false;
    } else if (c === '(') {
      const prefix = /^\?(?:[:=!]|<[=!]|<[A-Za-z_$][\w$]*>)/.exec(source.slice(i + 1));
      if (prefix) i += prefix[0].length;
      groups.push({ empty: true, alternation: false });
    } else if (c === ')') {
      const group = top();
      if (group.alternation && group.empty) return emptyAlternative;
      if (groups.length > 1) groups.pop();
      top().empty = false;
    } else if (c === '|') {
      if (top().empty) return emptyAlternative;
      top().alternation = true;
      top().empty = true;
    } else if (c === '^' && i !== 0) {
      return '"^" is only allowed at the start of the pattern';
    } else if (c === '$' && i !== source.length - 1) {
      return '"$" is only allowed at the end of the pattern';
    } else if (c !== '^' && c !== '$') {
      top().empty = false;
    }
  }
  const group = top();
  return group.alternation && group.empty ? emptyAlternative : undefined;
}
